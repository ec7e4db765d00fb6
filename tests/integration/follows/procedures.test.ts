// A club's voice through the BFF over the embedded upstream and its demo world (issue 55, item
// 5): an event is news to a club's followers only when one of the club's managers runs it, a
// muted club sends nothing, and following again keeps the mute.
import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../../fixtures/accounts';
import { FIXTURE_STORES } from '../../../fixtures/stores';
import { tournamentInput } from '../../../fixtures/tournament-input';
import { demoUpstreamOf, upstreamTargets } from '../../support/demo-procedures';
import { signedInCaller } from '../../support/embedded-upstream';

describe.each(upstreamTargets())("a club's new events on $label", (target) => {
  const demo = demoUpstreamOf(target);
  const as = async (account: keyof typeof FIXTURE_ACCOUNTS) => {
    const { username, password } = FIXTURE_ACCOUNTS[account];
    return (await signedInCaller(demo.embedded.upstream, username, password)).caller;
  };
  const clubId = async (key: string) => {
    const name = FIXTURE_STORES.find((store) => store.key === key)?.name;
    const found = (await demo.anonymous().stores.list()).find((store) => store.name === name);
    if (!found) throw new Error(`no demo club ${key}`);
    return found.id;
  };

  it("tells a club's followers only of its managers' events, and nothing once muted", async () => {
    const fan = await as('player');
    const [ownClub, sharedClub] = [await clubId('cau-giay'), await clubId('long-bien')];
    for (const club of [ownClub, sharedClub]) {
      await fan.follows.set({ kind: 'store', targetId: club, following: true });
    }
    const newEvents = async () =>
      (await fan.notifications.list({}))
        .filter((notice) => notice.kind === 'new_event')
        .map((notice) => notice.tournament?.id);
    const before = await newEvents();
    const open = async (account: 'organizer' | 'organizer2', storeId: number) =>
      (await (await as(account)).tournaments.create(tournamentInput({ storeId }))).id;

    // organizer2 runs an event at the organiser's club: held there, told to nobody.
    const visiting = await open('organizer2', ownClub);
    expect(await newEvents()).toEqual(before);
    // At the club that accepts them, their event is the club's news.
    const accepted = await open('organizer2', sharedClub);
    expect(await newEvents()).toEqual([accepted, ...before]);
    expect(visiting).not.toBe(accepted);

    await fan.follows.set({ kind: 'store', targetId: sharedClub, following: true, muted: true });
    await fan.follows.set({ kind: 'store', targetId: sharedClub, following: true });
    expect((await fan.follows.list()).find((f) => f.targetId === sharedClub)?.muted).toBe(true);
    await open('organizer', sharedClub);
    expect(await newEvents()).toEqual([accepted, ...before]);
  });
});
