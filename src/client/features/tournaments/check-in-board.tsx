// The organiser's check-in screen, meant for a phone or a tablet at the venue's desk: the
// rotating QR code players scan, and the list to tick off those who came without a phone.
import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ScanLine, Users } from 'lucide-react';
import { Suspense } from 'react';
import type { Tournament, TournamentPlayer } from '../../../shared/schemas/tournaments';
import { PageLoading } from '../../components/page-loading';
import { PageEmpty, PageError } from '../../components/page-states';
import { PlayerLabel } from '../../components/player-label';
import { Switch } from '../../components/styled-parts/switch';
import { callErrorInfo } from '../../lib/call-errors';
import { confirm } from '../../lib/confirm-store';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { useSecondsUntil } from '../../lib/use-seconds-until';
import { StartTournamentButton } from './start-dialog';
import { useApplyTournament } from './tournament-hooks';
import { lazyPart } from '../../lib/lazy-part';

// The QR code library loads with this screen only (as the top-up's does).
const { Part: QRCodeSVG } = lazyPart(() =>
  import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })),
);

/** What the player's phone opens when it scans the code. */
const checkInLink = (tournamentId: number, code: string) =>
  `${window.location.origin}/tournaments/${tournamentId}/check-in?code=${code}`;

export function CheckInBoard({ tournament }: { tournament: Tournament }) {
  if (tournament.checkInOpenedAt === null) return <OpenCheckIn tournament={tournament} />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
      <CodeCard tournament={tournament} />
      <PresenceList tournament={tournament} />
    </SimpleGrid>
  );
}

function OpenCheckIn({ tournament }: { tournament: Tournament }) {
  const apply = useApplyTournament();
  const open = trpc.tournaments.openCheckIn.useMutation({
    onSuccess: (saved) => {
      apply(saved);
      notify.success('Đã mở điểm danh. Cho cơ thủ quét mã QR trên màn hình này.');
    },
  });
  const ask = async () => {
    const accepted = await confirm({
      header: 'Mở điểm danh',
      message:
        'Sau khi mở, giải không nhận thêm cơ thủ. Khi bắt đầu giải, ai chưa điểm danh sẽ bị ' +
        `rút tên${tournament.entryFee > 0 ? ' và được hoàn lệ phí' : ''}.`,
      acceptLabel: 'Mở điểm danh',
      rejectLabel: 'Để sau',
    });
    if (accepted) open.mutate({ id: tournament.id });
  };
  return (
    <PageEmpty
      icon={<ScanLine />}
      title="Chưa mở điểm danh"
      description="Mở điểm danh khi cơ thủ bắt đầu đến câu lạc bộ: mỗi người quét mã QR trên màn hình này bằng điện thoại của mình."
      action={
        <Button colorPalette="emerald" loading={open.isPending} onClick={() => void ask()}>
          <ScanLine aria-hidden />
          Mở điểm danh
        </Button>
      }
    />
  );
}

function CodeCard({ tournament }: { tournament: Tournament }) {
  const code = trpc.tournaments.checkInCode.useQuery(
    { id: tournament.id },
    {
      // The next code as this one expires (a sleeping tablet catches up when it wakes).
      refetchInterval: (query) =>
        query.state.data
          ? Math.max(1000, Date.parse(query.state.data.expiresAt) - Date.now())
          : false,
      staleTime: 0,
    },
  );
  const seconds = Math.ceil(useSecondsUntil(code.data?.expiresAt));
  return (
    <Card.Root as="section" aria-labelledby="check-in-code-heading">
      <Card.Body gap="3" alignItems="center" textAlign="center">
        <Heading as="h2" id="check-in-code-heading" size="md">
          Quét mã để điểm danh
        </Heading>
        {code.isPending ? (
          <PageLoading label="Đang tạo mã điểm danh" />
        ) : code.isError ? (
          <PageError
            message={callErrorInfo(code.error).message}
            onRetry={() => void code.refetch()}
          />
        ) : (
          <>
            <Box bg="white" p="3" borderRadius="l2" lineHeight="0">
              <Suspense fallback={<Box boxSize="220px" />}>
                <QRCodeSVG
                  value={checkInLink(tournament.id, code.data.code)}
                  size={220}
                  role="img"
                  aria-label={`Mã QR điểm danh ${code.data.code}`}
                />
              </Suspense>
            </Box>
            <Text
              fontSize="4xl"
              fontWeight="bold"
              letterSpacing="0.2em"
              fontVariantNumeric="tabular-nums"
              data-testid="check-in-code"
            >
              {code.data.code}
            </Text>
            <Text color="fg.muted" fontSize="sm" aria-live="off">
              Mã đổi sau {seconds} giây. Không quét được? Nhập 6 chữ số ở mục Điểm danh của giải.
            </Text>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function PresenceList({ tournament }: { tournament: Tournament }) {
  const utils = trpc.useUtils();
  const players = trpc.tournaments.players.useQuery({ id: tournament.id });
  const mark = trpc.tournaments.markPresence.useMutation({
    onSuccess: (list) => utils.tournaments.players.setData({ id: tournament.id }, list),
  });
  if (players.isPending) return <PageLoading label="Đang tải danh sách cơ thủ" />;
  if (players.isError) {
    return (
      <PageError
        message={callErrorInfo(players.error).message}
        onRetry={() => void players.refetch()}
      />
    );
  }
  const present = players.data.filter((entry) => entry.checkedInAt !== null).length;
  return (
    <Card.Root as="section" aria-labelledby="presence-heading">
      <Card.Body gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h2" id="presence-heading" size="md">
            Có mặt {present}/{players.data.length}
          </Heading>
          <StartTournamentButton tournament={tournament} />
        </HStack>
        {players.data.length === 0 ? (
          <PageEmpty icon={<Users />} title="Chưa có cơ thủ nào đăng ký" />
        ) : (
          <Stack as="ul" gap="2" aria-label="Điểm danh cơ thủ">
            {players.data.map((entry) => (
              <PresenceRow
                key={entry.player.id}
                entry={entry}
                busy={mark.isPending && mark.variables?.userId === entry.player.id}
                onChange={(presentNow) =>
                  mark.mutate({ id: tournament.id, userId: entry.player.id, present: presentNow })
                }
              />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * One registered player: the whole row is the presence switch's label (a thumb finds it at the
 * club), so tapping the name ticks them present rather than opening their profile.
 */
function PresenceRow({
  entry,
  busy,
  onChange,
}: {
  entry: TournamentPlayer;
  busy: boolean;
  onChange: (present: boolean) => void;
}) {
  const present = entry.checkedInAt !== null;
  return (
    <li>
      <Switch.Root
        checked={present}
        disabled={busy}
        onCheckedChange={(details) => onChange(details.checked)}
        colorPalette="emerald"
        size="lg"
        display="flex"
        w="full"
        minH="14"
        gap="3"
        px="3"
        py="2"
        borderWidth="1px"
        borderRadius="l2"
        cursor="pointer"
        bg={present ? 'emerald.subtle/40' : undefined}
        _hover={{ bg: 'bg.muted' }}
      >
        <Switch.HiddenInput aria-label={`${entry.player.fullName} có mặt`} />
        {/* The root is the input's <label>: a tap anywhere on the row toggles it, and the
            input keeps its own name ("… có mặt"), which a Switch.Label would replace. */}
        <Box flex="1" minW="0">
          <PlayerLabel player={entry.player} link={false} />
        </Box>
        {present ? (
          <Badge colorPalette="emerald" variant="subtle" flexShrink={0}>
            Có mặt
          </Badge>
        ) : null}
        <Switch.Control flexShrink={0}>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
    </li>
  );
}
