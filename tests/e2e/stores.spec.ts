import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_STORES } from '../../fixtures/stores';
import { FIXTURE_TOURNAMENTS } from '../../fixtures/tournaments';
import { appReady, COLOR_SCHEMES, fitsAndCapture, viewAs, VIEWPORTS } from './support';

const formatNumber = (value: number) => new Intl.NumberFormat('vi-VN').format(value);

const storeList = (page: Page) => page.getByRole('list', { name: 'Danh sách câu lạc bộ' });
const storeCards = (page: Page) => storeList(page).getByRole('article');
const storeCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const searchBox = (page: Page) => page.getByLabel('Tìm câu lạc bộ');
const cityFilter = (page: Page) => page.getByRole('group', { name: 'Thành phố' });

const storeByKey = (key: string) => {
  const store = FIXTURE_STORES.find((s) => s.key === key);
  if (!store) throw new Error(`No fixture store ${key}`);
  return store;
};

test('lists every club with its address, phone, tables, hours and map link', async ({ page }) => {
  await page.goto('/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Câu lạc bộ bida' })).toBeVisible();
  await expect(storeCards(page)).toHaveCount(FIXTURE_STORES.length);
  for (const store of FIXTURE_STORES) {
    const card = storeCard(page, store.name);
    await expect(card).toContainText(`${store.address}, ${store.district}, ${store.city}`);
    await expect(card).toContainText(`${store.tables} bàn`);
    await expect(card).toContainText(store.openingHours);
    // The phone is written the Vietnamese way and dials the stored number.
    const phone = card.getByRole('link', { name: /^0\d{2} \d{4} \d{4}$/ });
    await expect(phone).toHaveAttribute('href', `tel:${store.phone}`);
    const map = card.getByRole('link', { name: /^Xem bản đồ/ });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
  }
  await expect(
    storeCard(page, storeByKey('cau-giay').name).getByRole('link', { name: '024 3795 1234' }),
  ).toHaveAttribute('href', 'tel:+842437951234');
});

test('the city filter keeps only that city’s clubs, in the URL', async ({ page }) => {
  await page.goto('/stores');
  await expect(storeCards(page)).toHaveCount(FIXTURE_STORES.length);
  const city = 'TP. Hồ Chí Minh';
  const inCity = FIXTURE_STORES.filter((s) => s.city === city);

  await cityFilter(page).getByRole('button', { name: city }).click();
  await expect(page).toHaveURL(/city=TP\.(\+|%20)H%E1%BB%93(\+|%20)Ch%C3%AD(\+|%20)Minh/);
  await expect(cityFilter(page).getByRole('button', { name: city })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(storeCards(page)).toHaveCount(inCity.length);
  await expect(storeCards(page).filter({ hasNotText: city })).toHaveCount(0);
  for (const store of inCity) await expect(storeCard(page, store.name)).toBeVisible();

  // The filter survives a reload, and "Tất cả" brings every club back.
  await page.reload();
  await expect(storeCards(page)).toHaveCount(inCity.length);
  await cityFilter(page).getByRole('button', { name: 'Tất cả' }).click();
  await expect(page).toHaveURL('/stores');
  await expect(storeCards(page)).toHaveCount(FIXTURE_STORES.length);
});

test('a search without accents finds a club', async ({ page }) => {
  await page.goto('/stores');
  await expect(storeCards(page)).toHaveCount(FIXTURE_STORES.length);
  await searchBox(page).fill('ky dong');
  await expect(page).toHaveURL(/q=ky(\+|%20)dong/);
  await expect(storeCards(page)).toHaveCount(1);
  await expect(storeCard(page, storeByKey('quan-3').name)).toBeVisible();

  // By district, combined with the city filter.
  await searchBox(page).fill('cau giay');
  await expect(storeCards(page)).toHaveCount(1);
  await expect(storeCard(page, storeByKey('cau-giay').name)).toBeVisible();
  await cityFilter(page).getByRole('button', { name: 'TP. Hồ Chí Minh' }).click();
  await expect(page.getByText('Không tìm thấy câu lạc bộ')).toBeVisible();
});

test('a club lists its upcoming tournaments; the link opens the tournament', async ({ page }) => {
  const thuDuc = storeByKey('thu-duc');
  const upcoming = FIXTURE_TOURNAMENTS.find(
    (t) => t.store === thuDuc.key && t.status === 'registration',
  );
  if (!upcoming) throw new Error('The fixtures have a tournament open at Thủ Đức');

  await page.goto('/stores');
  const card = storeCard(page, thuDuc.name);
  const section = card.getByRole('region', { name: 'Giải đấu sắp tới' });
  await expect(section.getByRole('listitem').first()).toBeVisible();
  const item = section.getByRole('listitem').filter({ hasText: upcoming.name });
  await expect(item).toContainText('Đang mở đăng ký');
  await expect(item).toContainText(`/${upcoming.maxPlayers} cơ thủ`);
  await expect(item).toContainText(
    upcoming.entryFee === 0 ? 'Miễn phí' : `${formatNumber(upcoming.entryFee)} xu`,
  );

  // A club with only finished and cancelled tournaments says so.
  const dongDa = storeCard(page, storeByKey('dong-da').name);
  await expect(dongDa).toContainText('Chưa có giải đấu sắp tới');

  // Every club links to the tournament list filtered by it.
  const clubLink = card.getByRole('link', { name: 'Các giải tại câu lạc bộ' });
  await expect(clubLink).toHaveAttribute('href', /^\/tournaments\?store=\d+$/);

  await item.getByRole('link', { name: upcoming.name }).click();
  await expect(page).toHaveURL(/\/tournaments\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: upcoming.name })).toBeVisible();

  await page.goBack();
  await clubLink.click();
  await expect(page).toHaveURL(/\/tournaments\?store=\d+$/);
  await expect(page.getByRole('article').filter({ hasText: upcoming.name })).toBeVisible();
});

test('a search that finds nothing shows the empty state, which clears the filters', async ({
  page,
}) => {
  await page.goto('/stores?city=H%C3%A0%20N%E1%BB%99i');
  await expect(storeCards(page)).toHaveCount(
    FIXTURE_STORES.filter((s) => s.city === 'Hà Nội').length,
  );
  await searchBox(page).fill('không có câu lạc bộ này');
  await expect(page.getByText('Không tìm thấy câu lạc bộ')).toBeVisible();
  await expect(storeList(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Xoá bộ lọc' }).click();
  await expect(page).toHaveURL('/stores');
  await expect(searchBox(page)).toHaveValue('');
  await expect(storeCards(page)).toHaveCount(FIXTURE_STORES.length);
});

for (const scheme of COLOR_SCHEMES) {
  for (const viewport of VIEWPORTS) {
    test(`screenshot, ${scheme}, ${viewport.name}`, async ({ page }) => {
      await viewAs(page, scheme, viewport);
      await page.goto('/stores');
      await appReady(page);
      await expect(storeCards(page)).toHaveCount(FIXTURE_STORES.length);
      await expect(page.getByRole('status').filter({ hasText: 'Đang tải' })).toHaveCount(0);
      await fitsAndCapture(page, `stores-${scheme}-${viewport.name}`);
    });
  }
}
