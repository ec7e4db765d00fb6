// The bracket as viewers see it.
import type { Id } from 'brackets-model';
import type { Bracket, BracketMatch } from '../../../shared/schemas/matches';
import type { PlayerSummary } from '../../../shared/schemas/players';
import type { MatchRow, TournamentRow } from '../../db/schema';
import { isPendingReset, STAGE_NAMES, type BracketLayout, type PlacedMatch } from './layout';

/**
 * Stages → groups → rounds → matches, with our match ids. A match nobody plays (a bye, or the
 * reset match of a double final before it is needed) has no row: it gets a negative id
 * (−1 − its bracket id) and, for a bye, the player who goes through as the winner.
 */
export function toBracket(
  layout: BracketLayout,
  tournament: Pick<TournamentRow, 'raceTo'>,
  rows: MatchRow[],
  userOfParticipant: Map<number, number>,
  players: Map<number, PlayerSummary>,
): Bracket {
  const rowByBracketId = new Map(rows.map((r) => [r.bracketMatchId, r]));
  const player = (id: number | null | undefined) =>
    id === null || id === undefined ? null : (players.get(id) ?? null);
  const userOf = (id: Id | null | undefined) =>
    id === null || id === undefined ? null : (userOfParticipant.get(Number(id)) ?? null);

  const toBracketMatch = (placed: PlacedMatch): BracketMatch => {
    const row = rowByBracketId.get(Number(placed.record.id));
    if (row) {
      return {
        id: row.id,
        number: placed.record.number,
        player1: player(row.player1Id),
        player2: player(row.player2Id),
        race1: row.race1,
        race2: row.race2,
        score1: row.score1,
        score2: row.score2,
        status: row.status,
        winnerId: row.winnerId,
        resultType: row.resultType,
        bye: false,
      };
    }
    const user1 = userOf(placed.record.opponent1?.id);
    const user2 = userOf(placed.record.opponent2?.id);
    const through = placed.bye ? (user1 ?? user2) : null;
    const race = tournament.raceTo[placed.roundKey];
    return {
      id: -1 - Number(placed.record.id),
      number: placed.record.number,
      player1: player(user1),
      player2: player(user2),
      race1: race,
      race2: race,
      score1: 0,
      score2: 0,
      status: through !== null ? 'finished' : 'waiting',
      winnerId: through,
      resultType: 'played',
      bye: placed.bye,
    };
  };

  const stages: Bracket['stages'] = layout.stages.map((stage) => ({
    id: Number(stage.id),
    name: stage.name,
    type: stage.type,
    groups: layout.groups
      .filter((g) => Number(g.stage_id) === Number(stage.id))
      .map((group) => {
        const inGroup = layout.matches.filter((m) => Number(m.group.id) === Number(group.id));
        const roundNumbers = [...new Set(inGroup.map((m) => m.round.number))].sort((a, b) => a - b);
        return {
          number: group.number,
          label: inGroup[0]?.groupLabel ?? '',
          rounds: roundNumbers
            .map((number) => {
              const shown = inGroup.filter(
                (m) =>
                  m.round.number === number && (m.playable || m.bye || isPendingReset(layout, m)),
              );
              return {
                number,
                label: shown[0]?.roundLabel ?? '',
                matches: shown.map(toBracketMatch),
              };
            })
            .filter((round) => round.matches.length > 0),
        };
      }),
  }));
  return { stages: foldSwissRounds(layout, stages) };
}

/**
 * Swiss rounds are stages of two-player groups underneath (swiss.ts); viewers see one stage
 * whose columns are the rounds, each listing its pairs and its bye.
 */
function foldSwissRounds(layout: BracketLayout, stages: Bracket['stages']): Bracket['stages'] {
  const swissIds = new Set(
    layout.matches.filter((m) => m.kind === 'swiss').map((m) => Number(m.stage.id)),
  );
  const rounds = stages.filter((stage) => swissIds.has(stage.id));
  const [first] = rounds;
  if (!first) return stages;
  const folded: Bracket['stages'][number] = {
    id: first.id,
    name: STAGE_NAMES.swiss,
    type: 'swiss',
    groups: [
      {
        number: 1,
        label: STAGE_NAMES.swiss,
        rounds: rounds.map((stage, index) => ({
          number: index + 1,
          // Its matches' round label, 'Vòng n' (layout.ts names a Swiss round by its stage).
          label: stage.groups[0]?.rounds[0]?.label ?? '',
          matches: stage.groups
            .flatMap((group) => group.rounds.flatMap((round) => round.matches))
            .map((match, i) => ({ ...match, number: i + 1 })),
        })),
      },
    ],
  };
  return [folded, ...stages.filter((stage) => !swissIds.has(stage.id))];
}
