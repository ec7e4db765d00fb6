// What a follow button changes in the caches before the server answers, and how a follow is
// named and linked on the home page.
import { describe, expect, it } from 'vitest';
import {
  becauseLine,
  feedWithFollow,
  followHref,
  isFollowing,
  signInToFollowHref,
  withFollow,
  type FollowTarget,
} from '../../src/client/lib/follow-lists';
import type { Follow, FollowFeed } from '../../src/shared/schemas/follows';
import type { TournamentSummary } from '../../src/shared/schemas/tournaments';

const NOW = '2025-06-01T10:00:00.000Z';
const club: FollowTarget = { kind: 'store', targetId: 3, name: 'Pool Club Phố Huế' };
const tour: FollowTarget = { kind: 'tour', targetId: 2, name: 'BidaHub Pool Tour — Mùa 2' };
const nam: FollowTarget = { kind: 'player', targetId: 7, name: 'Hoàng Văn Nam' };
const followed = (target: FollowTarget, since = '2025-05-01T00:00:00.000Z'): Follow => ({
  ...target,
  since,
  muted: false,
});
// The feed's logic never reads a tournament's fields but its place in the list.
const event = (id: number, ...because: FollowTarget[]) => ({
  tournament: { id } as TournamentSummary,
  because: because.map(({ kind, targetId, name }) => ({ kind, targetId, name })),
});

describe('isFollowing', () => {
  it('matches kind and id alike', () => {
    const list = [followed(club)];
    expect(isFollowing(list, club)).toBe(true);
    // A player with the club's id is someone else.
    expect(isFollowing(list, { kind: 'player', targetId: club.targetId })).toBe(false);
    expect(isFollowing(undefined, club)).toBe(false);
  });
});

describe('withFollow', () => {
  it('puts a new follow first, as the server lists them (newest first)', () => {
    expect(withFollow([followed(club)], nam, true, NOW)).toEqual([
      followed(nam, NOW),
      followed(club),
    ]);
  });

  it('is idempotent: following twice lists it once, stopping twice leaves it gone', () => {
    const once = withFollow([], club, true, NOW);
    expect(withFollow(once, club, true, NOW)).toEqual([followed(club, NOW)]);
    const gone = withFollow([followed(club), followed(nam)], club, false, NOW);
    expect(gone).toEqual([followed(nam)]);
    expect(withFollow(gone, club, false, NOW)).toEqual(gone);
  });
});

describe('feedWithFollow', () => {
  const feed: FollowFeed = {
    follows: [followed(club), followed(tour), followed(nam)],
    events: [event(1, club, nam), event(2, tour), event(3, club)],
  };

  it('drops the events only the unfollowed brought, and the reason from the others', () => {
    const after = feedWithFollow(feed, club, false, NOW);
    expect(after.follows).toEqual([followed(tour), followed(nam)]);
    expect(after.events).toEqual([event(1, nam), event(2, tour)]);
  });

  it('lists a new follow and leaves its events to the refetch', () => {
    const other: FollowTarget = { kind: 'store', targetId: 9, name: 'Pool Arena Thủ Đức' };
    const after = feedWithFollow(feed, other, true, NOW);
    expect(after.follows[0]).toEqual(followed(other, NOW));
    expect(after.events).toBe(feed.events);
  });

  it('leaves the cached feed as it was', () => {
    const copy = structuredClone(feed);
    feedWithFollow(feed, club, false, NOW);
    expect(feed).toEqual(copy);
  });
});

describe('becauseLine', () => {
  it('names clubs and tours, and says a followed player takes part', () => {
    expect(becauseLine(event(1, club, nam).because)).toBe(
      'Pool Club Phố Huế · Hoàng Văn Nam tham gia',
    );
    expect(becauseLine(event(2, tour).because)).toBe('BidaHub Pool Tour — Mùa 2');
  });
});

describe('followHref', () => {
  it('leads to the tour, the player, or the club list found by the club’s name', () => {
    expect(followHref(tour)).toBe('/tours/2');
    expect(followHref(nam)).toBe('/players/7');
    expect(followHref(club)).toBe('/stores?q=Pool%20Club%20Ph%E1%BB%91%20Hu%E1%BA%BF');
  });
});

describe('signInToFollowHref', () => {
  it('brings the visitor back to the page they were on, its filters included', () => {
    expect(signInToFollowHref('/stores', '?city=H%C3%A0%20N%E1%BB%99i')).toBe(
      '/login?redirect=%2Fstores%3Fcity%3DH%25C3%25A0%2520N%25E1%25BB%2599i',
    );
  });
});
