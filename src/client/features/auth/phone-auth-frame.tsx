import { Card, Code, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FirebaseWebConfig } from '../../../shared/schemas/firebase';
import { AppLink } from '../../components/app-link';
import { PageLoading } from '../../components/page-loading';
import { Alert } from '../../components/styled-parts/alert';
import { PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { trpc } from '../../lib/trpc';
import { DemoAccounts } from './demo-accounts';

/** The card of the phone pages: title, the current step, its body. */
export function PhoneAuthFrame({
  title,
  step,
  children,
}: {
  title: string;
  /** e.g. 'Bước 1/3 · Xác minh số điện thoại' */
  step: string;
  children: ReactNode;
}) {
  return (
    <Card.Root maxW="md" mx="auto" w="full">
      <Card.Header>
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted" aria-live="polite">
            {step}
          </Text>
        </Stack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** Renders `children` with the server's Firebase settings, or says why phone sign-in is off. */
export function WithFirebaseConfig({
  children,
}: {
  children: (config: FirebaseWebConfig) => ReactNode;
}) {
  const config = trpc.config.firebase.useQuery(undefined, { staleTime: Infinity });
  if (config.isPending) return <PageLoading />;
  if (config.isError) {
    return (
      <PageError
        message={callErrorInfo(config.error).message}
        onRetry={() => void config.refetch()}
      />
    );
  }
  if (!config.data) return <PhoneAuthOff />;
  return children(config.data);
}

/**
 * Phone sign-in is not configured on this server: what the operator sets, the way in that is
 * left (an account one has), and in a demo start its accounts.
 */
function PhoneAuthOff() {
  return (
    <Stack gap="4">
      <Alert.Root status="info" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Máy chủ này chưa bật xác minh số điện thoại</Alert.Title>
          <Alert.Description>
            <Stack gap="2" mt="1">
              <Text>
                Đăng ký và lấy lại mật khẩu cần mã xác minh gửi tới số điện thoại. Nếu bạn đã có tài
                khoản, hãy{' '}
                <Link asChild colorPalette="emerald" color="colorPalette.fg">
                  <AppLink to="/login">đăng nhập</AppLink>
                </Link>
                .
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Dành cho quản trị viên: đặt <Code size="sm">FIREBASE_PROJECT_ID</Code>,{' '}
                <Code size="sm">FIREBASE_API_KEY</Code> và{' '}
                <Code size="sm">FIREBASE_AUTH_DOMAIN</Code> của một dự án Firebase đã bật đăng nhập
                bằng số điện thoại, rồi khởi động lại máy chủ. Khi chạy thử bằng{' '}
                <Code size="sm">npm start</Code>, Firebase Auth emulator tự bật, trừ khi đặt{' '}
                <Code size="sm">FIREBASE_EMULATOR=off</Code>.
              </Text>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <DemoAccounts />
    </Stack>
  );
}
