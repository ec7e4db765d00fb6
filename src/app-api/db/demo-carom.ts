// Carom games played by chance, for the demo's protocols (and the tests that need a finished
// one): each inning's run is drawn around the player's average, and the rules of shared/carom.ts
// say when the game is over.
import { caromStatus, type CaromRules, type Side } from '../../shared/carom';
import type { CaromProtocol } from '../../shared/schemas/matches';

/**
 * A run of a player whose general average is `average`: each point made with probability
 * p = average ÷ (1 + average), so the runs average `average` (a geometric count), capped at
 * what the player still needs.
 */
function drawRun(average: number, needed: number, random: () => number): number {
  const p = average / (1 + average);
  let run = 0;
  while (run < needed && random() < p) run += 1;
  return run;
}

/** A whole game between players of averages `averages`, to the end the rules decide. */
export function simulateProtocol(
  rules: CaromRules,
  breaker: Side,
  averages: readonly [number, number],
  random: () => number,
): CaromProtocol {
  const protocol: CaromProtocol = { breaker, runs: [], penaltyWinner: null };
  for (;;) {
    const status = caromStatus(rules, protocol);
    if (status.phase === 'finished') return protocol;
    if (status.phase === 'penalty_shots' || status.turn === null) {
      protocol.penaltyWinner = random() < 0.5 ? 1 : 2;
      continue;
    }
    const turn = status.turn;
    const index = turn - 1;
    const needed =
      status.phase === 'extra_innings'
        ? Number.MAX_SAFE_INTEGER
        : (rules.targets[index] ?? 0) - (status.points[index] ?? 0);
    protocol.runs.push(drawRun(averages[index] ?? 0.5, needed, random));
  }
}
