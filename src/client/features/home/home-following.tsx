// "Bạn theo dõi": the home page's first section for a signed-in player, the events under way or
// open that their clubs, tours and players bring, and what they follow (a tap away, or unfollowed).
import { Box, Button, HStack, Icon, IconButton, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { MapPin, Trophy, User, UsersRound, X } from 'lucide-react';
import { useState } from 'react';
import type { FollowKind } from '../../../shared/domain';
import type { Follow, FollowedEvent } from '../../../shared/schemas/follows';
import { AppLink } from '../../components/app-link';
import { useFollowToggle } from '../../components/follow-button';
import { TournamentCard } from '../../components/tournament-card';
import { becauseLine, FOLLOW_KIND_LABELS, followHref } from '../../lib/follow-lists';
import { trpc } from '../../lib/trpc';
import { FollowingPending, HomeSection, SectionError, SectionNote } from './home-section';

const TITLE = 'Bạn theo dõi';
/** Events shown before "Xem thêm": a phone's screen or two, three across a wide one. */
const SHOWN = 3;

const KIND_ICONS: Record<FollowKind, typeof MapPin> = {
  store: MapPin,
  tour: Trophy,
  league: UsersRound,
  player: User,
};

export default function HomeFollowing() {
  // The home page asked for it already: this reads the same cache entry.
  const feed = trpc.follows.feed.useQuery();
  if (feed.isPending) return <FollowingPending />;
  if (feed.isError) {
    return (
      <HomeSection title={TITLE}>
        <SectionError
          what="những gì bạn theo dõi"
          error={feed.error}
          onRetry={() => void feed.refetch()}
        />
      </HomeSection>
    );
  }
  const { follows, events } = feed.data;
  if (follows.length === 0) return <FollowHint />;
  return (
    <HomeSection title={TITLE}>
      <FollowChips follows={follows} />
      {events.length === 0 ? (
        <SectionNote>
          Chưa có giải nào đang diễn ra hoặc mở đăng ký từ những gì bạn theo dõi.
        </SectionNote>
      ) : (
        <FollowedEvents events={events} />
      )}
    </HomeSection>
  );
}

/** For a player who follows nothing yet: one line, and where to find something to follow. */
function FollowHint() {
  const link = (to: string, label: string) => (
    <Link asChild color="emerald.fg" fontWeight="medium">
      <AppLink to={to}>{label}</AppLink>
    </Link>
  );
  return (
    <SectionNote>
      Theo dõi {link('/stores', 'câu lạc bộ')}, {link('/tours', 'tour')} hoặc{' '}
      {link('/players', 'cơ thủ')} để thấy giải của họ ở đây.
    </SectionNote>
  );
}

function FollowChips({ follows }: { follows: Follow[] }) {
  return (
    <HStack as="ul" listStyleType="none" aria-label="Đang theo dõi" gap="2" flexWrap="wrap">
      {follows.map((follow) => (
        <FollowChip key={`${follow.kind}:${follow.targetId}`} follow={follow} />
      ))}
    </HStack>
  );
}

/** One thing followed: its page, and a cross that stops following it (with an undo toast). */
function FollowChip({ follow }: { follow: Follow }) {
  const toggle = useFollowToggle(follow, { undoable: true });
  return (
    <HStack
      as="li"
      gap="0"
      maxW="full"
      minW="0"
      ps="3"
      borderWidth="1px"
      borderRadius="full"
      bg="bg.panel"
    >
      <Icon
        as={KIND_ICONS[follow.kind]}
        boxSize="4"
        color="emerald.fg"
        flexShrink={0}
        aria-hidden
      />
      <Link
        asChild
        minH="11"
        minW="0"
        ps="2"
        pe="1"
        fontSize="sm"
        fontWeight="medium"
        color="fg"
        _hover={{ color: 'emerald.fg' }}
      >
        <AppLink to={followHref(follow)}>
          <Text as="span" srOnly>
            {FOLLOW_KIND_LABELS[follow.kind]}:{' '}
          </Text>
          <Text as="span" truncate>
            {follow.name}
          </Text>
        </AppLink>
      </Link>
      <IconButton
        aria-label={`Bỏ theo dõi ${follow.name}`}
        variant="ghost"
        borderRadius="full"
        boxSize="11"
        minW="11"
        flexShrink={0}
        color="fg.muted"
        onClick={() => toggle.set(false)}
      >
        <X />
      </IconButton>
    </HStack>
  );
}

function FollowedEvents({ events }: { events: FollowedEvent[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? events : events.slice(0, SHOWN);
  const more = events.length - shown.length;
  return (
    <>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        aria-label="Giải từ những gì bạn theo dõi"
        columns={{ base: 1, md: 2, lg: 3 }}
        gap="4"
      >
        {shown.map((event) => (
          <Box as="li" key={event.tournament.id} display="grid">
            <TournamentCard tournament={event.tournament} because={becauseLine(event.because)} />
          </Box>
        ))}
      </SimpleGrid>
      {more > 0 ? (
        <Button variant="outline" minH="11" alignSelf="center" onClick={() => setAll(true)}>
          Xem thêm {more} giải
        </Button>
      ) : null}
    </>
  );
}
