import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FirebaseWebConfig } from '../../../shared/schemas/firebase';
import { PageLoading } from '../../components/page-loading';
import { PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { trpc } from '../../lib/trpc';

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
  if (!config.data) {
    return (
      <PageError
        title="Chưa hỗ trợ xác minh số điện thoại"
        message="Máy chủ này chưa được cấu hình dịch vụ xác minh số điện thoại. Vui lòng liên hệ quản trị viên."
      />
    );
  }
  return children(config.data);
}
