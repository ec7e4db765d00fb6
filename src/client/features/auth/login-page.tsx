import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { DemoAccounts } from './demo-accounts';
import { LoginForm } from './login-form';

/** /login: after sign-in the guard sends the user on (to `?redirect=` or `/`). */
export default function LoginPage() {
  return (
    <Card.Root maxW="sm" mx="auto" w="full">
      <Card.Header>
        <Heading as="h1" size="2xl">
          Đăng nhập
        </Heading>
        <Text color="fg.muted">Đăng nhập để tham gia giải đấu và quản lý ví xu của bạn.</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <LoginForm />
          <DemoAccounts />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
