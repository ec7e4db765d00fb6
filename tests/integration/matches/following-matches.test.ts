// Where a knockout match's players go next (issue 40, item 5): a manager who ends the match
// unplayed is told the match its winner enters, who waits there, and where a double
// elimination sends its loser. Nobody else is told, and a table's match has no next match.
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../support/databases';
import { startedEvent, winMatch, tournamentWorld } from '../../support/tournament-world';

describe.each(databaseTargets())('the next matches of a match on $label', (target) => {
  const world = tournamentWorld(target);
  const { matches } = world;

  it('names the final a semi-final’s winner enters, and who waits there once known', async () => {
    const { ready } = await startedEvent(world, 'single_elimination', 4);
    const [semi1, semi2] = await ready();
    if (!semi1 || !semi2) throw new Error('a knockout of 4 has two semis');

    const before = await matches().detail(semi1.id, world.organizer);
    expect(before.next).toMatchObject({
      winner: { roundLabel: 'Chung kết', number: expect.any(Number), opponent: null },
      loser: null,
    });

    await winMatch(world, semi2, 1);
    const after = await matches().detail(semi1.id, world.organizer);
    expect(after.next?.winner?.opponent?.id).toBe(semi2.player1Id);
    // The same read as a visitor, and the list's own reads, say nothing of it.
    expect((await matches().detail(semi1.id, null)).next).toBeNull();
    expect((await matches().get(semi1.id, world.organizer)).next).toBeNull();
  });

  it('sends an upper-bracket loser to the lower bracket', async () => {
    const { ready } = await startedEvent(world, 'double_elimination', 4);
    const [first] = await ready();
    if (!first) throw new Error('no match to play');

    const { next } = await matches().detail(first.id, world.organizer);
    expect(next?.winner?.roundLabel).toMatch(/^Nhánh thắng/);
    expect(next?.loser?.roundLabel).toMatch(/^Nhánh thua/);
  });

  it('has none for a round robin’s match or a finished one', async () => {
    const robin = await startedEvent(world, 'round_robin', 3);
    const [game] = await robin.ready();
    if (!game) throw new Error('no match to play');
    expect((await matches().detail(game.id, world.organizer)).next).toBeNull();

    const knockout = await startedEvent(world, 'single_elimination', 4);
    const [semi] = await knockout.ready();
    if (!semi) throw new Error('no match to play');
    await winMatch(world, semi, 2);
    expect((await matches().detail(semi.id, world.organizer)).next).toBeNull();
  });
});
