import { HStack, Portal, Text } from '@chakra-ui/react';
import { Menu } from '../../components/styled-parts/menu';
import { Check, KeyRound, LogOut, UserRound } from 'lucide-react';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasPermission } from '../../../shared/permissions';
import type { MenuSection } from '../../../shared/routes';
import type { User } from '../../../shared/schemas/user';
import { AppLink } from '../../components/app-link';
import { useSessionChange } from '../../lib/auth';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { useShellLabels } from '../../lib/use-locale';
import { isCurrentPath } from './nav-sections';

// The header's menus, loaded after the first screen (deferred-menu.tsx): each takes the button
// its placeholder showed, so nothing moves when it arrives.

interface MenuShellProps {
  /** The placeholder's button; the menu mounts open, since a click on it brought it here. */
  trigger: ReactElement;
}

/** A section of the desktop menu (Giải đấu, Cá nhân…) as a dropdown of its pages. */
export function SectionMenu({
  section,
  pathname,
  trigger,
}: MenuShellProps & { section: MenuSection; pathname: string }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start', strategy: 'fixed' }} defaultOpen>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {section.items.map((item) => {
              const current = isCurrentPath(item.path, pathname);
              return (
                <Menu.Item key={item.path} value={item.path} asChild>
                  <AppLink
                    to={item.path}
                    aria-current={current ? 'page' : undefined}
                    style={{ cursor: 'pointer' }}
                  >
                    <HStack
                      justify="space-between"
                      w="full"
                      color={current ? 'emerald.fg' : undefined}
                      fontWeight={current ? 'semibold' : undefined}
                    >
                      {item.label}
                      {current ? <Check size={16} aria-hidden /> : null}
                    </HStack>
                  </AppLink>
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The signed-in user's menu: profile, password, sign out. */
export function AccountMenu({ user, trigger }: MenuShellProps & { user: User }) {
  const t = useShellLabels();
  const sessionChange = useSessionChange();
  const navigate = useNavigate();
  const logout = trpc.auth.logout.useMutation({
    onSuccess: () => {
      sessionChange(null);
      notify.info(t('loggedOut'), t('logout'));
      navigate('/');
    },
  });

  return (
    <Menu.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }} defaultOpen>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
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
