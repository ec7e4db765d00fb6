import { RANK_CODES } from '../../../shared/domain';
import {
  Badge,
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  Icon,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowRight, Swords } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { hasPermission } from '../../../shared/permissions';
import type { PlayerProfile, RankChange } from '../../../shared/schemas/players';
import { AppLink } from '../../components/app-link';
import { FollowButton } from '../../components/follow-button';
import { PlayerLink } from '../../components/player-label';
import { useAuth } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { AchievementList } from '../../components/achievement-list';
import { PlayerCaromStats } from './player-carom';
import { PlayerFrame } from './player-frame';
import { PlayerMatchList } from '../../components/player-match-list';
import { RatingChartPanel } from './rating-chart-panel';
import { lazyPart } from '../../lib/lazy-part';

// For organisers only: visitors do not download the dialog and its validation.
const { Part: RankChangeButton } = lazyPart(() =>
  import('./rank-change-dialog').then((m) => ({ default: m.RankChangeButton })),
);

// Loaded when someone asks to compare.
const { Part: CompareDialog } = lazyPart(() => import('./compare-dialog'));

// Below the first screen, with a read of its own: loaded after it.
const { Part: PlayerTours } = lazyPart(() => import('./player-tours'));

const RECENT = 5;

export default function PlayerDetailPage() {
  const { user } = useAuth();
  const canRank = hasPermission(user ?? null, 'tournament.update');
  return (
    <PlayerFrame
      section="overview"
      actions={(player) => (
        <>
          <FollowButton kind="player" targetId={player.id} name={player.fullName} />
          <CompareButton player={player} />
          {/* Nobody decides their own rank (the upstream refuses it too). */}
          {canRank && user?.id !== player.id ? (
            <Suspense fallback={null}>
              <RankChangeButton player={player} />
            </Suspense>
          ) : null}
        </>
      )}
    >
      {(player) => <Overview player={player} />}
    </PlayerFrame>
  );
}

/** "So sánh với…": the head-to-head with a player found by name. */
function CompareButton({ player }: { player: PlayerProfile }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Swords aria-hidden />
        So sánh với…
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CompareDialog player={player} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

// Asked once the header has answered: a missing player gives one error, not one per query.
function Overview({ player }: { player: PlayerProfile }) {
  const matches = trpc.players.matchHistories.useQuery({ id: player.id, page: 1, perPage: RECENT });
  const achievements = trpc.players.achievements.useQuery({
    id: player.id,
    page: 1,
    perPage: RECENT,
  });
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
      <Stack gap="6" minW="0">
        <Section title={player.carom ? 'Biểu đồ điểm trình độ pool' : 'Biểu đồ điểm trình độ'}>
          <RatingChartPanel player={player} />
        </Section>
        {player.carom ? (
          <Section title="Carom">
            <Stack gap="6">
              <PlayerCaromStats carom={player.carom} />
              <Stack gap="3">
                <Heading as="h3" size="sm">
                  Biểu đồ điểm trình độ carom
                </Heading>
                <RatingChartPanel player={player} family="carom" />
              </Stack>
            </Stack>
          </Section>
        ) : null}
        <Section
          title="Trận gần đây"
          more={
            matches.data && matches.data.meta.total > 0
              ? { to: `/players/${player.id}/match-histories`, label: 'Xem tất cả' }
              : undefined
          }
        >
          <PlayerMatchList
            query={matches}
            playerId={player.id}
            skeletons={3}
            empty={<Quiet>Cơ thủ chưa có trận đấu nào đã kết thúc.</Quiet>}
          />
        </Section>
      </Stack>
      <Stack gap="6" minW="0">
        <Section
          title="Thành tích"
          more={
            achievements.data && achievements.data.meta.total > 0
              ? { to: `/players/${player.id}/achievements`, label: 'Xem tất cả' }
              : undefined
          }
        >
          <AchievementList
            query={achievements}
            skeletons={2}
            empty={<Quiet>Chưa có danh hiệu nào: vô địch, á quân hoặc top 4.</Quiet>}
          />
        </Section>
        <Section title="Tour xếp hạng">
          <Suspense fallback={null}>
            <PlayerTours player={player} />
          </Suspense>
        </Section>
        <Section title="Lịch sử hạng">
          <RankChanges player={player} />
        </Section>
      </Stack>
    </Grid>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      {children}
    </Text>
  );
}

function Section({
  title,
  more,
  children,
}: {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <HStack justify="space-between" gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {more ? (
          <Link asChild color="emerald.fg" fontSize="sm" fontWeight="medium" flexShrink={0}>
            <AppLink to={more.to}>
              {more.label}
              <ArrowRight size={14} aria-hidden />
            </AppLink>
          </Link>
        ) : null}
      </HStack>
      {children}
    </Stack>
  );
}

const KIND_LABELS: Record<RankChange['kind'], string> = {
  suggested: 'Điểm gợi ý',
  decided: 'Ban tổ chức quyết định',
  verified: 'Đã xác minh',
};

/**
 * How the rank changed, newest first: the organisers' decisions and verifications (who, when,
 * why, the event seen) and where the rating suggested another rank.
 */
function RankChanges({ player }: { player: PlayerProfile }) {
  if (player.rankChanges.length === 0) {
    return (
      <Quiet>
        Chưa có thay đổi nào. Hạng chính thức chỉ thay đổi khi ban tổ chức quyết định; điểm trình độ
        chỉ gợi ý hạng.
      </Quiet>
    );
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Lịch sử hạng">
      {player.rankChanges.map((change) => (
        <li key={`${change.kind}-${change.id}`}>
          <RankChangeItem change={change} />
        </li>
      ))}
    </Stack>
  );
}

function RankChangeItem({ change }: { change: RankChange }) {
  const up = RANK_CODES.indexOf(change.toRank) > RANK_CODES.indexOf(change.fromRank);
  const same = change.toRank === change.fromRank;
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Badge variant="outline" size="md">
            Hạng {change.fromRank}
          </Badge>
          <Icon as={ArrowRight} boxSize="4" color="fg.muted" aria-hidden />
          <Text srOnly>thành</Text>
          <Badge colorPalette={up ? 'emerald' : 'orange'} variant="solid" size="md">
            Hạng {change.toRank}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            {same ? 'Giữ hạng' : up ? 'Lên hạng' : 'Xuống hạng'}
          </Text>
          <Badge
            colorPalette={change.kind === 'verified' ? 'emerald' : 'gray'}
            variant={change.kind === 'verified' ? 'solid' : 'subtle'}
            size="sm"
          >
            {KIND_LABELS[change.kind]}
          </Badge>
        </HStack>
        <Text fontSize="sm" whiteSpace="pre-line">
          {change.reason}
        </Text>
        {change.tournament ? (
          <Text fontSize="sm">
            Đã xem thi đấu tại{' '}
            <Link asChild colorPalette="emerald" color="colorPalette.fg">
              <AppLink to={`/tournaments/${change.tournament.id}`}>
                {change.tournament.name}
              </AppLink>
            </Link>
          </Text>
        ) : null}
        <Text fontSize="xs" color="fg.muted">
          {change.changedBy ? (
            <>
              <PlayerLink player={change.changedBy} /> ·{' '}
            </>
          ) : (
            'Theo điểm trình độ · '
          )}
          {formatDateTime(change.createdAt)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
