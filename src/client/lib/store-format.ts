import type { Store } from '../../shared/schemas/stores';

/** `tel:` address of a phone as stored (`+842437951234` → `tel:+842437951234`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A phone as Vietnamese people write it: `+842437951234` → `024 3795 1234` (landline),
 * `+84912345678` → `0912 345 678` (mobile); anything else is shown as stored.
 */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/[\s.()-]/g, '');
  const national = compact.startsWith('+84') ? `0${compact.slice(3)}` : compact;
  if (!/^0\d+$/.test(national)) return phone;
  if (national.length === 11 && national.startsWith('02')) {
    return `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
  }
  if (national.length === 10) {
    return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  }
  return phone;
}

/** '126 Trần Thái Tông, Cầu Giấy, Hà Nội'. */
export function storeAddress(store: Pick<Store, 'address' | 'district' | 'city'>): string {
  return [store.address, store.district, store.city].filter(Boolean).join(', ');
}
