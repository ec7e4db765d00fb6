import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DataList } from '../../components/styled-parts/data-list';
import { RadioCard } from '../../components/styled-parts/radio-card';
import { MENU_GROUPS } from '../../../shared/routes';
import { PageHeader } from '../../components/page-header';
import { groupLabel, LOCALES, setLocale, shellLabel, type Locale } from '../../lib/i18n';
import { useLocale } from '../../lib/use-locale';

const SAMPLE_KEYS = ['login', 'logout', 'changePassword', 'coinBalance', 'footerTagline'] as const;

export default function I18nPage() {
  const locale = useLocale();
  return (
    <Stack gap="6" maxW="2xl">
      <PageHeader
        title={locale === 'en' ? 'Language' : 'Ngôn ngữ'}
        description={
          locale === 'en'
            ? 'Choose the language of the app’s labels. Your choice is kept for a year.'
            : 'Chọn ngôn ngữ cho các nhãn của ứng dụng. Lựa chọn được ghi nhớ trong một năm.'
        }
      />
      <RadioCard.Root
        value={locale}
        onValueChange={(details) => {
          if (details.value && (LOCALES as readonly string[]).includes(details.value)) {
            setLocale(details.value as Locale);
          }
        }}
        colorPalette="emerald"
        orientation="horizontal"
      >
        <RadioCard.Label>
          {locale === 'en' ? 'Display language' : 'Ngôn ngữ hiển thị'}
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {LOCALES.map((code) => (
            <RadioCard.Item key={code} value={code}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{shellLabel(code, 'languageName')}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>
                    {code === 'vi' ? 'vi (mặc định)' : 'en'}
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">{locale === 'en' ? 'Sample labels' : 'Nhãn mẫu'}</Card.Title>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal" data-testid="sample-labels">
            {MENU_GROUPS.map((group) => (
              <DataList.Item key={group.key}>
                <DataList.ItemLabel>
                  <Text as="span" fontFamily="mono" fontSize="xs">
                    menu.{group.key}
                  </Text>
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  {groupLabel(locale, group.key, group.label)}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
            {SAMPLE_KEYS.map((key) => (
              <DataList.Item key={key}>
                <DataList.ItemLabel>
                  <Text as="span" fontFamily="mono" fontSize="xs">
                    {key}
                  </Text>
                </DataList.ItemLabel>
                <DataList.ItemValue>{shellLabel(locale, key)}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
