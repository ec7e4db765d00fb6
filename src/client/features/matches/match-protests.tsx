import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Match } from '../../../shared/schemas/matches';
import {
  ruleProtestInput,
  type MatchProtests,
  type Protest,
} from '../../../shared/schemas/match-protests';
import { PageError } from '../../components/page-states';
import { callErrorInfo } from '../../lib/call-errors';
import { confirm } from '../../lib/confirm-store';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { formatDateTimeLong, formatTime } from '../../lib/format';
import { PROTEST_RULING_LABELS } from '../../lib/labels';
import { storeChangedMatch } from '../../lib/match-cache';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { ProtestForm, ProtestPhoto } from './protest-form';
import { ScoreFields, useScoreDraft } from './score-fields';

/**
 * A finished match's protests, for its two players and its managers: whether its result is final
 * or until when it may be protested, the players' "Khiếu nại kết quả", and the managers' rulings.
 */
export default function MatchProtestsCard({ match }: { match: Match }) {
  const utils = trpc.useUtils();
  const query = trpc.matches.protests.useQuery({ id: match.id });
  // A ruling or a correction changes the match: its protests change with it.
  const shownAt = useRef(match.updatedAt);
  useEffect(() => {
    if (shownAt.current === match.updatedAt) return;
    shownAt.current = match.updatedAt;
    void utils.matches.protests.invalidate({ id: match.id });
  }, [utils, match.id, match.updatedAt]);

  if (query.isPending) return null;
  if (query.isError) {
    return (
      <PageError
        title="Không tải được khiếu nại của trận"
        message={callErrorInfo(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const state = query.data;
  if (!state.mayProtest && state.protests.length === 0 && state.closesAt === null) return null;
  return (
    <Card.Root as="section" aria-labelledby="protests-heading">
      <Card.Body gap="4">
        <Stack gap="1">
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Heading as="h2" id="protests-heading" size="md">
              Khiếu nại kết quả
            </Heading>
            <Badge colorPalette={state.final ? 'emerald' : 'orange'} variant="subtle">
              {state.final ? 'Kết quả chính thức' : 'Chưa chính thức'}
            </Badge>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {statusLine(state)}
          </Text>
        </Stack>
        {state.mayProtest ? (
          <ProtestForm
            matchId={match.id}
            onFiled={(saved) => utils.matches.protests.setData({ id: match.id }, saved)}
          />
        ) : null}
        {state.protests.length > 0 ? (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Các khiếu nại">
            {state.protests.map((protest) => (
              <ProtestEntry
                key={protest.id}
                match={match}
                protest={protest}
                mayRule={state.mayRule}
                maySeePhotos={state.maySeePhotos}
              />
            ))}
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function statusLine(state: MatchProtests): string {
  const waiting = state.protests.some((p) => p.ruling === null);
  if (waiting) return 'Đang chờ ban tổ chức xử lý khiếu nại; giải thưởng được trao sau khi xử lý.';
  if (state.final) return 'Hết thời gian khiếu nại: kết quả này đã chính thức.';
  if (state.closesAt) {
    return `Hai cơ thủ được khiếu nại kết quả đến ${formatTime(state.closesAt)} (hoặc đến khi một trong hai bắt đầu trận kế).`;
  }
  return 'Kết quả chính thức ngay khi ghi.';
}

function ProtestEntry({
  match,
  protest,
  mayRule,
  maySeePhotos,
}: {
  match: Match;
  protest: Protest;
  mayRule: boolean;
  maySeePhotos: boolean;
}) {
  return (
    <Stack as="li" gap="1" borderWidth="1px" borderRadius="l2" p="3">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">{protest.player.fullName}</Text>
        <Badge colorPalette={protest.ruling ? 'gray' : 'orange'} variant="subtle">
          {protest.ruling ? PROTEST_RULING_LABELS[protest.ruling] : 'Chờ xử lý'}
        </Badge>
      </HStack>
      <Text fontSize="sm" overflowWrap="anywhere">
        {protest.reason}
      </Text>
      <Text asChild fontSize="sm" color="fg.muted">
        <time dateTime={protest.at}>{formatDateTimeLong(protest.at)}</time>
      </Text>
      {protest.ruling && protest.ruledAt ? (
        <Text fontSize="sm" color="fg.muted">
          {protest.ruledBy ? `Xử lý bởi ${protest.ruledBy.fullName}, ` : 'Xử lý '}
          lúc {formatDateTimeLong(protest.ruledAt)}
        </Text>
      ) : null}
      {protest.hasPhoto && maySeePhotos ? <ProtestPhoto protestId={protest.id} /> : null}
      {mayRule && protest.ruling === null ? (
        <RulingActions match={match} protestId={protest.id} />
      ) : null}
    </Stack>
  );
}

/** A manager's three answers; each asks to confirm what follows in the bracket. */
function RulingActions({ match, protestId }: { match: Match; protestId: number }) {
  const utils = trpc.useUtils();
  const [correcting, setCorrecting] = useState(false);
  const draft = useScoreDraft(match);
  const [errors, setErrors] = useState<FormErrors>({});
  const rule = trpc.matches.ruleProtest.useMutation({
    onSuccess: (saved) => {
      storeChangedMatch(utils, saved);
      void utils.matches.protests.invalidate({ id: match.id });
      notify.success('Đã xử lý khiếu nại.');
    },
    onError: (error) => {
      setErrors(serverFormErrors(error));
      notify.error(callErrorInfo(error).message);
    },
  });
  const name1 = match.player1?.fullName ?? 'Cơ thủ 1';
  const name2 = match.player2?.fullName ?? 'Cơ thủ 2';

  const decide = async (ruling: 'stands' | 'replay') => {
    const accepted = await confirm({
      header: ruling === 'stands' ? 'Giữ nguyên kết quả' : 'Cho đấu lại trận',
      icon: 'warning',
      message:
        ruling === 'stands'
          ? `Giữ nguyên kết quả ${name1} ${match.score1} – ${match.score2} ${name2}? Khiếu nại được đóng.`
          : 'Huỷ kết quả để hai cơ thủ đấu lại? Các trận sau đã đấu theo kết quả này cũng bị huỷ để đấu lại.',
      acceptLabel: ruling === 'stands' ? 'Giữ nguyên' : 'Cho đấu lại',
      rejectLabel: 'Không',
    });
    if (accepted) rule.mutate({ id: match.id, protestId, ruling });
  };

  const submitCorrection = async (event: FormEvent) => {
    event.preventDefault();
    const values = { id: match.id, protestId, ruling: 'corrected' as const, ...draft.values() };
    const checked = validateForm(ruleProtestInput, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const accepted = await confirm({
      header: 'Sửa kết quả theo khiếu nại',
      icon: 'warning',
      message: `Đổi kết quả thành ${name1} ${checked.data.score1 ?? 0} – ${checked.data.score2 ?? 0} ${name2}? Nếu người thắng đổi, các trận sau đã đấu sẽ bị huỷ để đấu lại.`,
      acceptLabel: 'Sửa kết quả',
      rejectLabel: 'Không',
    });
    if (accepted) rule.mutate(checked.data);
  };

  if (correcting) {
    return (
      <Stack asChild gap="3" pt="2">
        <form onSubmit={(event) => void submitCorrection(event)} noValidate>
          <ScoreFields match={match} draft={draft} errors={errors} />
          <HStack gap="2" flexWrap="wrap">
            <Button type="submit" colorPalette="orange" minH="11" loading={rule.isPending}>
              Lưu kết quả mới
            </Button>
            <Button variant="ghost" minH="11" onClick={() => setCorrecting(false)}>
              Thôi
            </Button>
          </HStack>
        </form>
      </Stack>
    );
  }
  return (
    <HStack gap="2" flexWrap="wrap" pt="2">
      <Button
        size="sm"
        minH="11"
        colorPalette="emerald"
        loading={rule.isPending}
        onClick={() => void decide('stands')}
      >
        Giữ nguyên
      </Button>
      {match.carom ? null : (
        <Button
          size="sm"
          minH="11"
          variant="outline"
          colorPalette="orange"
          onClick={() => setCorrecting(true)}
        >
          Sửa kết quả
        </Button>
      )}
      <Button
        size="sm"
        minH="11"
        variant="outline"
        colorPalette="red"
        onClick={() => void decide('replay')}
      >
        Cho đấu lại
      </Button>
    </HStack>
  );
}
