import {
  Alert,
  Badge,
  Button,
  Card,
  DataList,
  Heading,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowLeft, Play } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { correctResultInput, type Match } from '../../../shared/schemas/matches';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../components/form-field';
import { EntityError, PageLoading } from '../../components/page-states';
import { confirm } from '../../lib/confirm-store';
import { formatDateTimeLong } from '../../lib/format';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { GAME_LABELS } from '../../lib/labels';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { Scoreboard } from './scoreboard';

export default function MatchDetailPage() {
  const id = Number(useParams().id);
  const utils = trpc.useUtils();
  const query = trpc.matches.get.useQuery({ id });
  // The match now, then after every change: the scoreboard moves without a reload.
  const live = trpc.matches.onUpdate.useSubscription(
    { id },
    { onData: (event) => utils.matches.get.setData({ id }, event.data) },
  );

  // Read before any early return: the hook re-renders only for the fields a render has read.
  const connected = live.status === 'pending';

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <EntityError
        error={query.error}
        notFoundTitle="Không tìm thấy trận đấu"
        onRetry={() => void query.refetch()}
      />
    );
  }

  const match = query.data;
  return (
    <Stack gap="6" maxW="5xl" mx="auto">
      <Stack gap="2">
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <AppLink to={`/tournaments/${match.tournament.id}`}>
            <ArrowLeft size={14} aria-hidden />
            {match.tournament.name}
          </AppLink>
        </Link>
        <HStack justify="space-between" align="flex-end" gap="3" flexWrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {match.roundLabel} · Trận {match.number}
          </Heading>
          {match.status !== 'finished' ? (
            <Badge variant="outline" colorPalette={connected ? 'emerald' : 'gray'} size="md">
              {connected ? 'Cập nhật trực tiếp' : 'Đang kết nối…'}
            </Badge>
          ) : null}
        </HStack>
      </Stack>

      <ScoredBoard match={match} />

      <Card.Root>
        <Card.Body>
          <DataList.Root orientation="horizontal" size="md">
            <Info label="Giải đấu">
              <Link asChild colorPalette="emerald" color="colorPalette.fg">
                <AppLink to={`/tournaments/${match.tournament.id}`}>
                  {match.tournament.name}
                </AppLink>
              </Link>
            </Info>
            <Info label="Vòng">{match.roundLabel}</Info>
            <Info label="Thể loại">{GAME_LABELS[match.tournament.game]}</Info>
            <Info label="Bàn">{match.tableLabel ?? 'Chưa xếp bàn'}</Info>
            <Info label="Giờ thi đấu">
              {match.scheduledAt ? formatDateTimeLong(match.scheduledAt) : 'Chưa xếp giờ'}
            </Info>
            <Info label="Trọng tài">{match.referee?.fullName ?? 'Chưa có trọng tài'}</Info>
            {match.startedAt ? (
              <Info label="Bắt đầu lúc">{formatDateTimeLong(match.startedAt)}</Info>
            ) : null}
            {match.finishedAt ? (
              <Info label="Kết thúc lúc">{formatDateTimeLong(match.finishedAt)}</Info>
            ) : null}
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      {match.viewer.canScore && match.status === 'finished' ? (
        <CorrectionForm key={match.updatedAt} match={match} />
      ) : null}
    </Stack>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The scoreboard, with the scorer's controls when the caller may score. */
function ScoredBoard({ match }: { match: Match }) {
  const utils = trpc.useUtils();
  const save = (saved: Match) => {
    utils.matches.get.setData({ id: saved.id }, saved);
    void utils.tournaments.matches.invalidate({ id: saved.tournament.id });
  };
  const start = trpc.matches.start.useMutation({
    onSuccess: (saved) => {
      save(saved);
      notify.success('Trận đấu đã bắt đầu.');
    },
  });
  const score = trpc.matches.score.useMutation({
    onSuccess: (saved) => {
      save(saved);
      if (saved.status === 'finished') {
        const winner = saved.winnerId === saved.player1?.id ? saved.player1 : saved.player2;
        notify.success(`Trận đấu kết thúc: ${winner?.fullName ?? ''} thắng.`);
      }
    },
  });

  if (!match.viewer.canScore) return <Scoreboard match={match} />;
  return (
    <Stack gap="4">
      <Scoreboard
        match={match}
        controls={{
          pending: score.isPending,
          onScore: (player, delta) => score.mutate({ id: match.id, player, delta }),
        }}
      />
      {match.status === 'scheduled' ? (
        <Button
          colorPalette="emerald"
          size="xl"
          h="16"
          alignSelf="center"
          w={{ base: 'full', sm: 'auto' }}
          px="10"
          loading={start.isPending}
          onClick={() => start.mutate({ id: match.id })}
        >
          <Play aria-hidden />
          Bắt đầu trận
        </Button>
      ) : null}
      {match.status === 'waiting' ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Trận đấu chưa có đủ hai cơ thủ: chờ kết quả các trận trước.</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

/** Fixes a finished match's result (while the players' next matches have not started). */
function CorrectionForm({ match }: { match: Match }) {
  const utils = trpc.useUtils();
  const [score1, setScore1] = useState(String(match.score1));
  const [score2, setScore2] = useState(String(match.score2));
  const [errors, setErrors] = useState<FormErrors>({});
  const correct = trpc.matches.correct.useMutation({
    onSuccess: (saved) => {
      utils.matches.get.setData({ id: saved.id }, saved);
      void utils.tournaments.matches.invalidate({ id: saved.tournament.id });
      notify.success('Đã sửa kết quả trận đấu.');
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });
  const name1 = match.player1?.fullName ?? 'Cơ thủ 1';
  const name2 = match.player2?.fullName ?? 'Cơ thủ 2';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(correctResultInput, {
      id: match.id,
      score1: score1.trim() === '' ? Number.NaN : Number(score1),
      score2: score2.trim() === '' ? Number.NaN : Number(score2),
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const accepted = await confirm({
      header: 'Sửa kết quả',
      icon: 'warning',
      message: `Đổi kết quả thành ${name1} ${checked.data.score1} – ${checked.data.score2} ${name2}? Sơ đồ thi đấu sẽ cập nhật theo.`,
      acceptLabel: 'Sửa kết quả',
      rejectLabel: 'Không',
    });
    if (accepted) correct.mutate(checked.data);
  };

  return (
    <Card.Root as="section" aria-labelledby="correction-heading">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" id="correction-heading" size="md">
            Sửa kết quả
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Chỉ sửa được khi trận tiếp theo của cả hai cơ thủ chưa bắt đầu. Cơ thủ thắng phải chạm
            đúng số ván của mình.
          </Text>
        </Stack>
        <Stack asChild gap="4">
          <form onSubmit={(event) => void submit(event)} noValidate>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label={`Tỉ số của ${name1}`} errors={errors.score1}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={match.race1}
                  value={score1}
                  onChange={(event) => setScore1(event.target.value)}
                />
              </FormField>
              <FormField label={`Tỉ số của ${name2}`} errors={errors.score2}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={match.race2}
                  value={score2}
                  onChange={(event) => setScore2(event.target.value)}
                />
              </FormField>
            </SimpleGrid>
            <Button
              type="submit"
              variant="outline"
              colorPalette="orange"
              alignSelf="flex-start"
              loading={correct.isPending}
            >
              Lưu kết quả mới
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
