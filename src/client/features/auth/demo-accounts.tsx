import { Badge, Button, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { DemoRole } from '../../../shared/schemas/auth';
import { useSessionChange } from '../../lib/auth';
import { trpc } from '../../lib/trpc';

const ROLE_LABELS: Record<DemoRole, { name: string; can: string }> = {
  organizer: { name: 'Ban tổ chức', can: 'tạo và điều hành giải, bàn đấu, điểm danh' },
  player: { name: 'Cơ thủ', can: 'tham gia giải, ghi điểm trận của mình, ví xu' },
  viewer: { name: 'Khách xem', can: 'xem giải, trận đấu và bảng xếp hạng' },
  operator: { name: 'Vận hành', can: 'duyệt rút xu và chuyển khoản' },
};

/**
 * The seeded accounts of a demo start, each signed in with one tap (the guard then sends the
 * user on). Renders nothing where the server offers none: every production start.
 */
export function DemoAccounts() {
  const accounts = trpc.config.demoAccounts.useQuery(undefined, { staleTime: Infinity });
  const sessionChange = useSessionChange();
  const login = trpc.auth.login.useMutation({ onSuccess: ({ user }) => sessionChange(user) });
  if (!accounts.data?.length) return null;
  return (
    <Stack
      as="section"
      aria-labelledby="demo-accounts"
      gap="3"
      borderWidth="1px"
      borderRadius="l3"
      p="4"
    >
      <Stack gap="1">
        <Heading as="h2" id="demo-accounts" size="sm">
          Dùng thử bằng tài khoản mẫu
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Máy chủ đang chạy ở chế độ demo: các tài khoản này có sẵn dữ liệu để thử.
        </Text>
      </Stack>
      <Stack as="ul" gap="3" listStyleType="none">
        {accounts.data.map((account) => {
          const role = ROLE_LABELS[account.role];
          return (
            <HStack as="li" key={account.username} justify="space-between" gap="3">
              <Stack gap="0.5" minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="medium">{role.name}</Text>
                  <Badge variant="subtle">{account.fullName}</Badge>
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {role.can}
                </Text>
                <Text fontSize="xs">
                  <Code size="sm">{account.username}</Code> /{' '}
                  <Code size="sm">{account.password}</Code>
                </Text>
              </Stack>
              <Button
                size="sm"
                minH="11"
                variant="outline"
                colorPalette="emerald"
                flexShrink={0}
                aria-label={`Dùng thử với vai trò ${role.name}`}
                loading={login.isPending && login.variables?.username === account.username}
                disabled={login.isPending}
                onClick={() =>
                  login.mutate({ username: account.username, password: account.password })
                }
              >
                Dùng thử
              </Button>
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
