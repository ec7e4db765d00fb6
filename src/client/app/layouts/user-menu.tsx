import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { User } from '../../../shared/schemas/user';
import { useShellLabels } from '../../lib/use-locale';
import { useIdlePreload } from '../../lib/idle-preload';
import { AccountMenuPart, DeferredMenu, preloadHeaderMenus } from './deferred-menu';

const AccountMenu = AccountMenuPart.Part;

/** "Nguyễn Văn An" → "NA", as Chakra's Avatar writes initials. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The header's small avatar: the photo over the initials. Plain elements rather than Chakra's
 * Avatar, whose state machine would weigh on every first load for a 32 px circle.
 */
function AccountAvatar({ name, src }: { name: string; src: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <Box
      as="span"
      position="relative"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="8"
      flexShrink="0"
      borderRadius="full"
      overflow="hidden"
      bg="emerald.muted"
      color="emerald.fg"
      fontSize="xs"
      fontWeight="medium"
      aria-hidden
    >
      {initials(name)}
      {src && !broken ? (
        <chakra.img
          src={src}
          alt=""
          position="absolute"
          inset="0"
          boxSize="full"
          objectFit="cover"
          onError={() => setBroken(true)}
        />
      ) : null}
    </Box>
  );
}

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
      <AccountAvatar name={user.fullName} src={user.avatar} />
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
