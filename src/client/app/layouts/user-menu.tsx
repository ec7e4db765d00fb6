import { Button, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { User } from '../../../shared/schemas/user';
import { InitialsAvatar } from '../../components/initials-avatar';
import { useShellLabels } from '../../lib/use-locale';
import { useIdlePreload } from '../../lib/idle-preload';
import { AccountMenuPart, DeferredMenu, preloadHeaderMenus } from './deferred-menu';

const AccountMenu = AccountMenuPart.Part;

/** The avatar button of a signed-in user; its menu loads when it is about to be used. */
export function UserMenu({ user }: { user: User }) {
  const t = useShellLabels();
  // On a phone this is the one header menu: its code comes once the page is idle.
  useIdlePreload(preloadHeaderMenus);
  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      px="1.5"
      minH={{ base: '11', lg: '9' }}
      aria-label={`${t('accountMenu')}: ${user.fullName}`}
    >
      <InitialsAvatar name={user.fullName} src={user.avatar} size="xs" />
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
        {user.fullName}
      </Text>
      <ChevronDown aria-hidden />
    </Button>
  );
  return (
    <DeferredMenu trigger={trigger}>
      <AccountMenu user={user} trigger={trigger} />
    </DeferredMenu>
  );
}
