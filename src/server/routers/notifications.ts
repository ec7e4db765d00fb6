import { tracked } from '@trpc/server';
import { z } from '../../shared/zod';
import { notificationsInput } from '../../shared/schemas/notifications';
import { forward } from '../forward';
import { wakeUps } from '../live/wake-ups';
import { procedureFor, router } from '../trpc';

/** How often the notices are re-read when no event says there are new ones (a remote upstream). */
const NOTICES_POLL_MS = 30_000;

export const notificationsRouter = router({
  list: forward('notifications.list', { input: notificationsInput }),
  settings: forward('notifications.settings'),
  updateSettings: forward('notifications.updateSettings'),
  subscribePush: forward('notifications.subscribePush'),
  unsubscribePush: forward('notifications.unsubscribePush'),

  /**
   * The caller's notices as they come, in batches: the recent ones at once (perhaps none, so the
   * page knows it is listening), then each new batch. A page that reconnects (a phone waking up)
   * sends the last id it saw and gets what it missed.
   */
  onNew: procedureFor('notifications.onNew')
    .input(z.object({ lastEventId: z.string().regex(/^\d+$/).nullish() }).optional())
    .subscription(async function* ({ ctx, input, signal }) {
      const stop = signal ?? new AbortController().signal;
      let after = input?.lastEventId ? Number(input.lastEventId) : undefined;
      let first = true;
      for await (const _wake of wakeUps(ctx.bus, `user:${ctx.user.id}`, stop, NOTICES_POLL_MS)) {
        // Without an id seen, the upstream answers the last half hour's (none older).
        const notices = await ctx.api('notifications.list', { query: { after } });
        after = notices.at(-1)?.id ?? after;
        if (first || notices.length > 0) yield tracked(String(after ?? 0), notices);
        first = false;
      }
    }),
});
