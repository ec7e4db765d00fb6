import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { AwardedResultType } from '../../../shared/domain';
import type { Match } from '../../../shared/schemas/matches';
import { FormField } from '../../components/form-field';
import { MatchSideField, sideNames } from '../../components/match-side-field';
import { Checkbox } from '../../components/styled-parts/checkbox';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { callErrorInfo } from '../../lib/call-errors';
import { confirm } from '../../lib/confirm-store';
import { storeChangedMatch } from '../../lib/match-cache';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

// What each ending means, as the organiser chooses it and as the confirmation explains it.
const ENDINGS: Record<AwardedResultType, { choice: string; loser: string; after: string }> = {
  walkover: {
    choice: 'W.O. – cơ thủ vắng mặt',
    loser: 'vắng mặt',
    after: 'thắng W.O. với tỉ số chạm – 0. Không tính điểm xếp hạng cho trận này.',
  },
  double_walkover: {
    choice: 'W.O. cả hai – cả hai cơ thủ vắng mặt',
    loser: 'vắng mặt',
    after:
      'Không ai thắng: bảng đấu tính thua cho cả hai, ở nhánh loại trực tiếp đối thủ ở trận sau được đi tiếp. Không tính điểm xếp hạng cho trận này.',
  },
  retired: {
    choice: 'Bỏ cuộc – cơ thủ không thể đấu tiếp',
    loser: 'bỏ cuộc',
    after: 'thắng, tỉ số đã đấu được giữ. Điểm xếp hạng tính theo các ván đã đấu.',
  },
  disqualified: {
    choice: 'Truất quyền – cơ thủ vi phạm',
    loser: 'bị truất quyền',
    after: 'thắng, tỉ số đã đấu được giữ. Không tính điểm xếp hạng cho trận này.',
  },
};

/** The endings this match can have now: a walkover before it starts, a retirement after. */
const endingsFor = (match: Match): AwardedResultType[] =>
  match.status === 'live'
    ? ['retired', 'disqualified']
    : ['walkover', 'double_walkover', 'disqualified'];

/**
 * A manager ends the match unplayed: a walkover, a retirement or a disqualification, with a
 * confirmation that says what follows in the bracket.
 */
export default function AwardForm({ match }: { match: Match }) {
  const utils = trpc.useUtils();
  const endings = endingsFor(match);
  const [ending, setEnding] = useState<AwardedResultType>(endings[0] ?? 'walkover');
  const [loser, setLoser] = useState<1 | 2>(1);
  const [wholeEvent, setWholeEvent] = useState(false);
  const award = trpc.matches.award.useMutation({
    onSuccess: (saved) => {
      storeChangedMatch(utils, saved);
      notify.success('Đã xử kết quả trận đấu.');
    },
    onError: (error) => notify.error(callErrorInfo(error).message),
  });
  const names = sideNames(match);
  const chosen = endings.includes(ending) ? ending : (endings[0] ?? 'walkover');
  const winner = loser === 1 ? 2 : 1;
  const double = chosen === 'double_walkover';
  const fromEvent = chosen === 'disqualified' && wholeEvent;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { loser: verb, after } = ENDINGS[chosen];
    const accepted = await confirm({
      header: 'Xử kết quả trận đấu',
      icon: 'warning',
      message: double
        ? `${names[1]} và ${names[2]} đều ${verb}. ${after} Bàn được giải phóng cho trận sau.`
        : `${names[loser]} ${verb}: ${names[winner]} ${after} Người thắng vào trận tiếp theo của sơ đồ; bàn được giải phóng cho trận sau.` +
          (fromEvent
            ? ` ${names[loser]} bị truất quyền khỏi cả giải: mọi trận sau của cơ thủ này đều xử W.O. cho đối thủ.`
            : ''),
      acceptLabel: double ? 'Xử W.O. cả hai' : 'Xử thắng',
      rejectLabel: 'Không',
    });
    if (!accepted) return;
    award.mutate(
      double
        ? { id: match.id, resultType: chosen }
        : { id: match.id, resultType: chosen, winner, fromEvent },
    );
  };

  return (
    <Card.Root as="section" aria-labelledby="award-heading">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" id="award-heading" size="md">
            Không đấu hết trận
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Khi một cơ thủ vắng mặt, không thể đấu tiếp hoặc vi phạm, ban tổ chức xử thắng cho người
            kia; khi cả hai vắng mặt, xử W.O. cả hai. Kết quả ghi rõ cách kết thúc.
          </Text>
        </Stack>
        <Stack asChild gap="4">
          <form onSubmit={(event) => void submit(event)} noValidate>
            <FormField label="Cách kết thúc">
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={chosen}
                  onChange={(event) => setEnding(event.target.value as AwardedResultType)}
                >
                  {endings.map((type) => (
                    <option key={type} value={type}>
                      {ENDINGS[type].choice}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {double ? null : (
              <MatchSideField
                label="Cơ thủ bị xử thua"
                match={match}
                value={loser}
                onChange={setLoser}
              />
            )}
            {chosen === 'disqualified' ? (
              <Checkbox.Root
                checked={wholeEvent}
                onCheckedChange={(details) => setWholeEvent(details.checked === true)}
                colorPalette="orange"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Truất quyền khỏi cả giải (các trận sau xử W.O.)</Checkbox.Label>
              </Checkbox.Root>
            ) : null}
            <Button
              type="submit"
              variant="outline"
              colorPalette="orange"
              alignSelf="flex-start"
              minH="11"
              loading={award.isPending}
            >
              {double ? 'Xử W.O. cả hai' : `Xử thắng cho ${names[winner]}`}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
