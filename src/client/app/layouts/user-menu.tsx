import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDown, KeyRound, LogOut, UserRound } from 'lucide-react';
import { navigate } from 'wouter/use-browser-location';
import { hasPermission } from '../../../shared/permissions';
import type { User } from '../../../shared/schemas/user';
import { AppLink } from '../../components/app-link';
import { useSessionChange } from '../../lib/auth';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { useShellLabels } from '../../lib/use-locale';

export function UserMenu({ user }: { user: User }) {
  const t = useShellLabels();
  const sessionChange = useSessionChange();
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => {
      sessionChange(null);
      notify.info(t('loggedOut'), t('logout'));
      navigate('/');
    },
  });

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          px="1.5"
          aria-label={`${t('accountMenu')}: ${user.fullName}`}
        >
          <Avatar.Root size="xs" colorPalette="emerald">
            <Avatar.Fallback name={user.fullName} />
            {user.avatar ? <Avatar.Image src={user.avatar} alt="" /> : null}
          </Avatar.Root>
          <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
            {user.fullName}
          </Text>
          <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold">{user.fullName}</Text>
                <Text color="fg.muted" fontWeight="normal">
                  @{user.username}
                </Text>
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            {hasPermission(user, 'profile.all') ? (
              <Menu.Item value="profile" asChild>
                <AppLink to="/profile">
                  <UserRound size={16} aria-hidden />
                  {t('personalInfo')}
                </AppLink>
              </Menu.Item>
            ) : null}
            <Menu.Item value="change-password" asChild>
              <AppLink to="/profile/change-password">
                <KeyRound size={16} aria-hidden />
                {t('changePassword')}
              </AppLink>
            </Menu.Item>
            <Menu.Item
              value="logout"
              disabled={logout.isPending}
              onSelect={() => logout.mutate()}
              color="fg.error"
            >
              <LogOut size={16} aria-hidden />
              {t('logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
