// What following changes in the caches the follow buttons and the home page read (`follows.list`,
// `follows.feed`), before the server answers; and how a follow is named and linked on screen.
import type { FollowKind } from '../../shared/domain';
import type { Follow, FollowedEvent, FollowFeed } from '../../shared/schemas/follows';

/** What a follow button follows: a club, a ranking tour or a player, and its name. */
export type FollowTarget = Pick<Follow, 'kind' | 'targetId' | 'name'>;

const sameTarget =
  (target: Pick<Follow, 'kind' | 'targetId'>) => (follow: Pick<Follow, 'kind' | 'targetId'>) =>
    follow.kind === target.kind && follow.targetId === target.targetId;

/** Whether `target` is followed without its notices. */
export function isMuted(
  follows: readonly Follow[] | undefined,
  target: Pick<Follow, 'kind' | 'targetId'>,
): boolean {
  return follows?.find(sameTarget(target))?.muted ?? false;
}

export function isFollowing(
  follows: readonly Follow[] | undefined,
  target: Pick<Follow, 'kind' | 'targetId'>,
): boolean {
  return follows?.some(sameTarget(target)) ?? false;
}

/** The list after following (newest first, as the server lists) or stopping; no duplicates. */
export function withFollow(
  follows: readonly Follow[],
  target: FollowTarget,
  following: boolean,
  since: string,
): Follow[] {
  const others = follows.filter((follow) => !sameTarget(target)(follow));
  return following ? [{ ...target, since, muted: false }, ...others] : others;
}

/**
 * The feed after the change, as far as the client can tell: the follow listed or gone, and an
 * event that only this follow brought dropped. A new follow's events come with the refetch.
 */
export function feedWithFollow(
  feed: FollowFeed,
  target: FollowTarget,
  following: boolean,
  since: string,
): FollowFeed {
  const follows = withFollow(feed.follows, target, following, since);
  if (following) return { ...feed, follows };
  const events = feed.events.flatMap((event): FollowedEvent[] => {
    const because = event.because.filter((reason) => !sameTarget(target)(reason));
    return because.length > 0 ? [{ ...event, because }] : [];
  });
  return { follows, events };
}

/** Why an event is in the feed, in one line: "Pool Club Phố Huế · Hoàng Văn Nam tham gia". */
export function becauseLine(because: FollowedEvent['because']): string {
  return because
    .map((reason) => (reason.kind === 'player' ? `${reason.name} tham gia` : reason.name))
    .join(' · ');
}

/** Where a follow leads: a club has no page of its own, so the club list found by its name. */
export function followHref(follow: Pick<Follow, 'kind' | 'targetId' | 'name'>): string {
  switch (follow.kind) {
    case 'store':
      return `/stores?q=${encodeURIComponent(follow.name)}`;
    case 'tour':
      return `/tours/${follow.targetId}`;
    case 'league':
      return `/leagues/${follow.targetId}`;
    case 'player':
      return `/players/${follow.targetId}`;
  }
}

export const FOLLOW_KIND_LABELS: Record<FollowKind, string> = {
  store: 'Câu lạc bộ',
  tour: 'Tour',
  league: 'Giải đồng đội',
  player: 'Cơ thủ',
};

/** Where a visitor signs in before following, and comes back to. */
export function signInToFollowHref(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}
