import { Button, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { CircleAlert, Lock, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { AppLink } from '../../components/app-link';
import { Logo } from '../../components/logo';
import { openLoginModal } from '../../lib/auth-ui';
import { clearFatalError, type ErrorView as ErrorViewModel } from '../../lib/fatal-error';
import { useShellLabels } from '../../lib/use-locale';

const ICONS = { 401: Lock, 403: Lock, 404: SearchX } as Record<number, typeof CircleAlert>;

/** The error page: logo (60 px high), icon, status code, message and 'Về trang chủ'. */
export function ErrorView({ statusCode, message }: ErrorViewModel) {
  const t = useShellLabels();
  useEffect(() => {
    if (statusCode === 401) openLoginModal();
  }, [statusCode]);

  return (
    <VStack gap="5" textAlign="center" py={{ base: '10', md: '16' }} px="4" maxW="lg" mx="auto">
      <Logo height={60} />
      <Icon
        as={ICONS[statusCode] ?? CircleAlert}
        boxSize="14"
        color={statusCode >= 500 ? 'red.fg' : 'orange.fg'}
        aria-hidden
      />
      <Heading as="h1" size="5xl" lineHeight="1" data-testid="error-status">
        {statusCode}
      </Heading>
      <Text fontSize="lg" color="fg.muted" data-testid="error-message">
        {message}
      </Text>
      <Button asChild colorPalette="emerald" size="lg">
        <AppLink to="/" onClick={clearFatalError}>
          {t('backLink')}
        </AppLink>
      </Button>
    </VStack>
  );
}
