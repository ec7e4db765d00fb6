import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { reportResultInput, type Match } from '../../../shared/schemas/matches';
import { Alert } from '../../components/styled-parts/alert';
import { useAuth } from '../../lib/auth';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast-store';
import { storeChangedMatch } from '../../lib/match-cache';
import { trpc } from '../../lib/trpc';
import { ScoreFields, useScoreDraft } from './score-fields';

/** "Name 5 – 3 Name", as the report reads. */
function scoreLine(match: Match, score: { score1: number; score2: number }): string {
  return `${match.player1?.fullName ?? ''} ${score.score1} – ${score.score2} ${match.player2?.fullName ?? ''}`;
}

/**
 * The final score reported at the table: a player reports it, the opponent confirms it (the same
 * score) or reports another (a dispute). The organiser and the referee enter it themselves, which
 * decides the match at once. Loaded only where the caller may report or decide.
 */
export default function MatchReport({ match }: { match: Match }) {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const draft = useScoreDraft(match.report ?? match);
  const report = trpc.matches.report.useMutation({
    onSuccess: (saved) => {
      storeChangedMatch(utils, saved);
      setEditing(false);
      if (saved.status === 'finished') notify.success('Đã ghi kết quả trận đấu.');
      else if (saved.report?.disputed) notify.warn('Hai bên báo khác nhau: chờ ban tổ chức.');
      else notify.success('Đã báo tỉ số, chờ đối thủ xác nhận.');
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });
  // Carom: the opponent confirms the reporter's protocol itself (a bare score is pool's).
  const confirmProtocol = trpc.matches.protocol.useMutation({
    onSuccess: (saved) => {
      storeChangedMatch(utils, saved);
      notify.success('Đã xác nhận biên bản. Trận đấu kết thúc.');
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });
  const pending = match.report;
  const mine = pending !== null && pending.by === user?.id;
  const staff = !match.viewer.canReport;
  const reporter = pending?.by === match.player1?.id ? match.player1 : match.player2;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(reportResultInput, { id: match.id, ...draft.values() });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) report.mutate(checked.data);
  };

  const form = (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate aria-label="Báo tỉ số chung cuộc">
        <ScoreFields match={match} draft={draft} errors={errors} />
        <Button
          type="submit"
          colorPalette="emerald"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={report.isPending}
        >
          {staff ? 'Ghi kết quả' : 'Báo tỉ số'}
        </Button>
      </form>
    </Stack>
  );

  let body;
  if (pending?.disputed) {
    body = (
      <>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Tranh chấp kết quả</Alert.Title>
            <Alert.Description>
              {reporter?.fullName} báo {scoreLine(match, pending)}, đối thủ báo khác.{' '}
              {staff ? 'Hãy ghi kết quả đúng.' : 'Ban tổ chức sẽ quyết định kết quả.'}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {staff ? form : null}
      </>
    );
  } else if (pending && !staff && !editing) {
    body = mine ? (
      <Stack gap="3">
        <Text>
          Bạn đã báo <strong>{scoreLine(match, pending)}</strong>. Đang chờ đối thủ xác nhận.
        </Text>
        <Button variant="outline" alignSelf="flex-start" onClick={() => setEditing(true)}>
          Sửa tỉ số đã báo
        </Button>
      </Stack>
    ) : (
      <Stack gap="3">
        <Text>
          {reporter?.fullName} báo <strong>{scoreLine(match, pending)}</strong>.
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button
            colorPalette="emerald"
            flex={{ base: '1', sm: 'initial' }}
            loading={report.isPending || confirmProtocol.isPending}
            onClick={() => {
              const protocol = match.carom?.protocol;
              if (protocol) {
                confirmProtocol.mutate({ id: match.id, protocol, from: protocol, confirm: true });
              } else {
                report.mutate({ id: match.id, score1: pending.score1, score2: pending.score2 });
              }
            }}
          >
            Xác nhận
          </Button>
          {match.carom ? (
            <Text fontSize="sm" color="fg.muted">
              Biên bản sai? Sửa biên bản rồi xác nhận: hai biên bản khác nhau chờ ban tổ chức quyết
              định.
            </Text>
          ) : (
            <Button
              variant="outline"
              flex={{ base: '1', sm: 'initial' }}
              onClick={() => setEditing(true)}
            >
              Báo tỉ số khác
            </Button>
          )}
        </HStack>
      </Stack>
    );
  } else {
    body = form;
  }

  return (
    <Card.Root as="section" aria-labelledby="report-heading">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" id="report-heading" size="md">
            Kết quả chung cuộc
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {staff
              ? 'Kết quả ban tổ chức hoặc trọng tài ghi có hiệu lực ngay.'
              : 'Một cơ thủ báo tỉ số, đối thủ xác nhận. Hai bên báo khác nhau thì ban tổ chức quyết định.'}
          </Text>
        </Stack>
        {body}
      </Card.Body>
    </Card.Root>
  );
}
