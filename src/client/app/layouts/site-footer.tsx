import { Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '../../components/app-link';
import { useShellLabels } from '../../lib/use-locale';

export function SiteFooter() {
  const t = useShellLabels();
  return (
    <Container
      as="footer"
      data-print-hide
      maxW="6xl"
      px="4"
      py="6"
      borderTopWidth="1px"
      color="fg.muted"
      fontSize="sm"
    >
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
        <Text>
          © {new Date().getFullYear()} BidaHub · {t('footerTagline')}
        </Text>
        <HStack gap="4">
          <Link asChild>
            <AppLink to="/i18n">{t('footerLanguage')}</AppLink>
          </Link>
          <Link asChild>
            <AppLink to="/server">{t('footerSystem')}</AppLink>
          </Link>
        </HStack>
      </Stack>
    </Container>
  );
}
