// A match a manager ends unplayed (a walkover, a double walkover, a retirement, a
// disqualification): the choices a match has, the fields that choose, and the sentence that says
// what follows. The match page's form and the table board's dialog both use them, so the two
// say the same thing.
import { useState } from 'react';
import { ranksByTable, type AwardedResultType } from '../../shared/domain';
import type { AwardMatchInput, FollowingMatch, Match } from '../../shared/schemas/matches';
import { FormField } from './form-field';
import { MatchSideField, sideNames } from './match-side-field';
import { Checkbox } from './styled-parts/checkbox';
import { NativeSelect } from './styled-parts/native-select';

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

/**
 * The endings a match can have now: a walkover before it starts, a retirement after; never one
 * lost by both in a double elimination, where every match sends someone on (the upstream refuses).
 */
const endingsFor = (match: Match): AwardedResultType[] =>
  match.status === 'live'
    ? ['retired', 'disqualified']
    : match.tournament.format === 'double_elimination'
      ? ['walkover', 'disqualified']
      : ['walkover', 'double_walkover', 'disqualified'];

/** "Bán kết · Trận 12". */
const matchName = (next: FollowingMatch) => `${next.roundLabel} · Trận ${next.number}`;

/** "Bán kết · Trận 12, gặp Nguyễn Văn A" (or "chờ đối thủ" while the other side is open). */
function described(next: FollowingMatch): string {
  const opponent = next.opponent ? `gặp ${next.opponent.fullName}` : 'chờ đối thủ';
  return `${matchName(next)}, ${opponent}`;
}

/** Where the winner goes: the match by name where the page knows it, else the table or bracket. */
function winnerAhead(match: Match, winner: string): string {
  if (match.next?.winner) return `${winner} vào ${described(match.next.winner)}.`;
  if (match.next) return `${winner} đi tiếp.`;
  return ranksByTable(match.tournament.format)
    ? 'Bảng xếp hạng tính trận này theo kết quả đó.'
    : 'Người thắng vào trận tiếp theo của sơ đồ.';
}

/** Where a loser the knockout keeps goes (the lower bracket, the match for third place). */
const loserAhead = (match: Match, loser: string): string =>
  match.next?.loser ? ` ${loser} xuống ${described(match.next.loser)}.` : '';

/** After a double walkover: who goes through in the next match without an opponent. */
function doubleAhead(match: Match): string {
  const next = match.next?.winner;
  if (!next) return '';
  const through = next.opponent?.fullName ?? 'người vào từ nhánh còn lại';
  return ` Ở ${matchName(next)}, ${through} đi tiếp không phải đấu.`;
}

/** The manager's choice so far, and what it sends, says and asks to confirm. */
export function useMatchEnding(match: Match) {
  const endings = endingsFor(match);
  const [ending, setEnding] = useState<AwardedResultType>(endings[0] ?? 'walkover');
  const [loser, setLoser] = useState<1 | 2>(1);
  const [wholeEvent, setWholeEvent] = useState(false);
  const chosen = endings.includes(ending) ? ending : (endings[0] ?? 'walkover');
  const names = sideNames(match);
  const winner = loser === 1 ? 2 : 1;
  const double = chosen === 'double_walkover';
  const fromEvent = chosen === 'disqualified' && wholeEvent;
  const { loser: verb, after } = ENDINGS[chosen];
  const input: AwardMatchInput = double
    ? { id: match.id, resultType: chosen }
    : { id: match.id, resultType: chosen, winner, fromEvent };
  return {
    match,
    endings,
    chosen,
    setEnding,
    loser,
    setLoser,
    wholeEvent,
    setWholeEvent,
    input,
    /** What follows in the bracket and on the tables, for the confirmation. */
    consequence: double
      ? `${names[1]} và ${names[2]} đều ${verb}. ${after}${doubleAhead(match)} Bàn được giải phóng cho trận sau.`
      : `${names[loser]} ${verb}: ${names[winner]} ${after} ${winnerAhead(match, names[winner])}` +
        (fromEvent
          ? ` ${names[loser]} bị truất quyền khỏi cả giải: mọi trận sau của cơ thủ này đều xử W.O. cho đối thủ.`
          : loserAhead(match, names[loser])) +
        ' Bàn được giải phóng cho trận sau.',
    submitLabel: double ? 'Xử W.O. cả hai' : `Xử thắng cho ${names[winner]}`,
  };
}

export type MatchEnding = ReturnType<typeof useMatchEnding>;

/** The ending, the player it goes against, and whether a disqualification is from the event. */
export function MatchEndingFields({ ending }: { ending: MatchEnding }) {
  return (
    <>
      <FormField label="Cách kết thúc">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={ending.chosen}
            onChange={(event) => ending.setEnding(event.target.value as AwardedResultType)}
          >
            {ending.endings.map((type) => (
              <option key={type} value={type}>
                {ENDINGS[type].choice}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {ending.chosen === 'double_walkover' ? null : (
        <MatchSideField
          label="Cơ thủ bị xử thua"
          match={ending.match}
          value={ending.loser}
          onChange={ending.setLoser}
        />
      )}
      {ending.chosen === 'disqualified' ? (
        <Checkbox.Root
          checked={ending.wholeEvent}
          onCheckedChange={(details) => ending.setWholeEvent(details.checked === true)}
          colorPalette="orange"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Truất quyền khỏi cả giải (các trận sau xử W.O.)</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </>
  );
}
