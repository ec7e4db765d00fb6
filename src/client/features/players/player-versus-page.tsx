// Two players side by side (`/players/:id/vs/:opponent`): who they are today, their record in
// each game family, what a pool match between them would be, and their last meetings.
import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Swords } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { GAME_FAMILY_LABELS, type GameFamily } from '../../../shared/domain';
import type {
  HeadToHead,
  HeadToHeadRecord,
  VersusPlayer,
} from '../../../shared/schemas/head-to-head';
import { BackLink } from '../../components/back-link';
import { PlayerMatchRow } from '../../components/player-match-list';
import { PlayerLink, RankBadge } from '../../components/player-label';
import { EntityError, PageEmpty } from '../../components/page-states';
import { PageLoading } from '../../components/page-loading';
import { formatNumber } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { winShares } from '../../lib/win-chance';

/** What a family's record counts: racks in pool, points in carom. */
const SCORED_LABELS: Record<GameFamily, string> = { pool: 'Ván', carom: 'Điểm' };

export default function PlayerVersusPage() {
  const params = useParams();
  const input = { id: Number(params.id), opponent: Number(params.opponent) };
  const query = trpc.players.headToHead.useQuery(input);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <EntityError
        error={query.error}
        notFoundTitle="Không tìm thấy cơ thủ"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Versus versus={query.data} />;
}

function Versus({ versus }: { versus: HeadToHead }) {
  const { player, opponent } = versus;
  const met = versus.records.filter((record) => record.matches > 0);
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <BackLink to={`/players/${player.id}`} label={player.fullName} />
        <Text color="fg.muted" fontSize="sm">
          Đối đầu
        </Text>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
          {player.fullName} – {opponent.fullName}
        </Heading>
      </Stack>
      <SimpleGrid columns={2} gap="3">
        <Side player={player} />
        <Side player={opponent} />
      </SimpleGrid>
      <PoolOdds versus={versus} />
      {met.length === 0 ? (
        <PageEmpty
          icon={<Swords />}
          title="Hai cơ thủ chưa gặp nhau"
          description="Khi họ đấu một trận ở giải, thành tích đối đầu hiện ở đây."
        />
      ) : (
        <>
          <Stack as="section" aria-labelledby="versus-record" gap="3">
            <Heading as="h2" id="versus-record" size="lg">
              Thành tích đối đầu
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {met.map((record) => (
                <RecordCard key={record.family} record={record} versus={versus} />
              ))}
            </SimpleGrid>
          </Stack>
          <Stack as="section" aria-labelledby="versus-meetings" gap="3">
            <Heading as="h2" id="versus-meetings" size="lg">
              Các lần gặp gần nhất
            </Heading>
            {versus.meetings.map((match) => (
              <PlayerMatchRow
                key={match.id}
                match={{ ...match, ratingDelta: null }}
                playerId={player.id}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function Side({ player }: { player: VersusPlayer }) {
  return (
    <Card.Root size="sm" variant="subtle">
      <Card.Body gap="1.5" p="3" minW="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          <PlayerLink player={player} />
        </Text>
        <HStack>
          <RankBadge rank={player.rank} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Pool {formatNumber(Math.round(player.rating))}
          {/* Never rated in carom: its starting 300 would read as a level they have. */}
          {player.caromRating === null
            ? null
            : ` · Carom ${formatNumber(Math.round(player.caromRating))}`}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** A pool match between them today, from their ratings: even, then with the fair handicap. */
function PoolOdds({ versus }: { versus: HeadToHead }) {
  const { player, opponent, pool } = versus;
  const [race, opponentRace] = pool.fairRace;
  const even = race === opponentRace;
  const evenShares = winShares(pool.evenRaceWinProbability);
  return (
    <Card.Root as="section" aria-labelledby="versus-odds">
      <Card.Body gap="2">
        <Heading as="h2" id="versus-odds" size="md">
          Nếu gặp nhau hôm nay (pool)
        </Heading>
        <Text>
          Chạm {pool.raceTo} đều nhau: {player.fullName} thắng <strong>{evenShares.aLabel}</strong>,{' '}
          {opponent.fullName} thắng <strong>{evenShares.bLabel}</strong>.
        </Text>
        <Text>
          {even
            ? 'Số ván chạm công bằng: chạm đều, không cần chấp.'
            : `Số ván chạm công bằng: ${player.fullName} chạm ${race}, ${opponent.fullName} chạm ${opponentRace} (${player.fullName} thắng ${winShares(pool.fairRaceWinProbability).aLabel}).`}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Theo điểm trình độ hiện tại và công thức chấp ván của BidaHub.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function RecordCard({ record, versus }: { record: HeadToHeadRecord; versus: HeadToHead }) {
  const family = GAME_FAMILY_LABELS[record.family];
  const [won, lost] = record.wins;
  const [scored, conceded] = record.scored;
  return (
    <Card.Root size="sm">
      <Card.Body gap="2" p="4">
        <HStack justify="space-between">
          <Text fontWeight="semibold">{family}</Text>
          <Text fontSize="sm" color="fg.muted">
            {record.matches} trận{record.draws > 0 ? ` · ${record.draws} hòa` : ''}
          </Text>
        </HStack>
        <HStack justify="space-between" align="baseline" gap="3">
          <Text minW="0" lineClamp={1}>
            {versus.player.fullName}
          </Text>
          <Text
            fontSize="2xl"
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            whiteSpace="nowrap"
            aria-label={`${family}: ${versus.player.fullName} thắng ${won}, ${versus.opponent.fullName} thắng ${lost}`}
          >
            {won} – {lost}
          </Text>
          <Text minW="0" lineClamp={1} textAlign="end">
            {versus.opponent.fullName}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {SCORED_LABELS[record.family]}: {formatNumber(scored)} – {formatNumber(conceded)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
