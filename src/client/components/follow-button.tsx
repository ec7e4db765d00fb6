// "Theo dõi" / "Đang theo dõi": follows a club, a ranking tour or a player at once (the caches
// change before the server answers and come back if it refuses; the refusal's toast is the
// query client's, as for every call). A visitor is sent to sign in and brought back.
import { Button, HStack, IconButton } from '@chakra-ui/react';
import { Bell, BellOff, Check, Plus } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import type { Follow, FollowFeed } from '../../shared/schemas/follows';
import { useAuth } from '../lib/auth';
import {
  feedWithFollow,
  isFollowing,
  isMuted,
  signInToFollowHref,
  withFollow,
  type FollowTarget,
} from '../lib/follow-lists';
import { notify, toasts } from '../lib/toast-store';
import { trpc } from '../lib/trpc';
import { AppLink } from './app-link';

/** A thumb's height on a phone, the size of the buttons beside it from a tablet up. */
const TOUCH_HEIGHT = { base: '11', md: '9' } as const;

/**
 * What the signed-in user follows: read once a session and shared by every button (signing in
 * or out refetches or drops every cached answer, this one with them).
 */
function useFollows(enabled: boolean) {
  return trpc.follows.list.useQuery(undefined, { enabled, staleTime: Infinity });
}

interface Snapshot {
  list: Follow[] | undefined;
  feed: FollowFeed | undefined;
  /** The undo toast of an unfollow, taken back if the server refuses it. */
  undoToast?: string;
}

/**
 * Follows or stops following `target`, showing the change before the server confirms it. With
 * `undoable`, an unfollow says so in a toast whose "Hoàn tác" follows again: a home page's chip
 * leaves the screen with the tap, and its "×" is easily hit by mistake.
 */
export function useFollowToggle(target: FollowTarget, { undoable = false } = {}) {
  const utils = trpc.useUtils();
  // The options' callbacks, not mutate's: they run even when the change unmounted the caller
  // (a chip that disappears as it is unfollowed).
  const mutation = trpc.follows.set.useMutation({
    // One after the other for one target: an undo tapped before the unfollow is answered is
    // sent after it, so the server ends where the screen does.
    scope: { id: `follow:${target.kind}:${target.targetId}` },
    onMutate: async ({ following }): Promise<Snapshot> => {
      await Promise.all([utils.follows.list.cancel(), utils.follows.feed.cancel()]);
      const before = { list: utils.follows.list.getData(), feed: utils.follows.feed.getData() };
      const since = new Date().toISOString();
      utils.follows.list.setData(undefined, (list) =>
        withFollow(list ?? [], target, following, since),
      );
      if (before.feed) {
        utils.follows.feed.setData(
          undefined,
          feedWithFollow(before.feed, target, following, since),
        );
      }
      if (!undoable || following) return before;
      const undoToast = notify.undoable(`Đã bỏ theo dõi ${target.name}.`, () =>
        mutation.mutate({ kind: target.kind, targetId: target.targetId, following: true }),
      );
      return { ...before, undoToast };
    },
    onError: (_error, _input, before) => {
      if (before?.list) utils.follows.list.setData(undefined, before.list);
      else void utils.follows.list.invalidate();
      if (before?.feed) utils.follows.feed.setData(undefined, before.feed);
      // Nothing was unfollowed: nothing to undo.
      if (before?.undoToast) toasts.remove(before.undoToast);
    },
    onSuccess: (follows) => {
      utils.follows.list.setData(undefined, follows);
      utils.follows.feed.setData(undefined, (feed) => feed && { ...feed, follows });
    },
    // A new follow's events are the server's to find.
    onSettled: () => utils.follows.feed.invalidate(),
  });
  return {
    pending: mutation.isPending,
    /** A second tap while the first is on its way is ignored: a double tap changes nothing. */
    set: (following: boolean) => {
      if (mutation.isPending) return;
      mutation.mutate({ kind: target.kind, targetId: target.targetId, following });
    },
  };
}

/** Turns a followed club's notices off or on; the list shows the answer once it comes. */
function MuteButton({ target, muted }: { target: FollowTarget; muted: boolean }) {
  const utils = trpc.useUtils();
  const mutation = trpc.follows.set.useMutation({
    onSuccess: (follows) => utils.follows.list.setData(undefined, follows),
  });
  const label = muted
    ? `Bật thông báo giải mới của ${target.name}`
    : `Tắt thông báo giải mới của ${target.name}`;
  return (
    <IconButton
      size="sm"
      minH={TOUCH_HEIGHT}
      minW={TOUCH_HEIGHT}
      flexShrink={0}
      colorPalette="emerald"
      variant="ghost"
      aria-label={label}
      title={label}
      aria-pressed={muted}
      loading={mutation.isPending}
      onClick={() =>
        mutation.mutate({
          kind: target.kind,
          targetId: target.targetId,
          following: true,
          muted: !muted,
        })
      }
    >
      {muted ? <BellOff aria-hidden /> : <Bell aria-hidden />}
    </IconButton>
  );
}

/** The follow toggle on a club's card, a tour's page or a player's profile (not one's own). */
export function FollowButton(target: FollowTarget) {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const follows = useFollows(Boolean(user));
  const toggle = useFollowToggle(target);
  if (user === undefined) return null;
  if (user !== null && target.kind === 'player' && target.targetId === user.id) return null;

  if (user === null) {
    return (
      <Button
        asChild
        size="sm"
        minH={TOUCH_HEIGHT}
        flexShrink={0}
        colorPalette="emerald"
        variant="outline"
      >
        <AppLink to={signInToFollowHref(pathname, search)} aria-label={`Theo dõi ${target.name}`}>
          <Plus aria-hidden />
          Theo dõi
        </AppLink>
      </Button>
    );
  }

  const following = isFollowing(follows.data, target);
  // Only a club sends notices of its own (new events): its followers may silence it.
  const mute =
    following && target.kind === 'store' ? (
      <MuteButton target={target} muted={isMuted(follows.data, target)} />
    ) : null;
  const button = (
    <Button
      size="sm"
      minH={TOUCH_HEIGHT}
      flexShrink={0}
      colorPalette="emerald"
      variant={following ? 'subtle' : 'outline'}
      loading={follows.isPending}
      aria-label={`${following ? 'Đang theo dõi' : 'Theo dõi'} ${target.name}`}
      aria-busy={toggle.pending || undefined}
      onClick={() => toggle.set(!following)}
    >
      {following ? <Check aria-hidden /> : <Plus aria-hidden />}
      {following ? 'Đang theo dõi' : 'Theo dõi'}
    </Button>
  );
  return mute ? (
    <HStack gap="1" flexShrink={0}>
      {button}
      {mute}
    </HStack>
  ) : (
    button
  );
}
