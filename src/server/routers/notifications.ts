import { tracked } from '@trpc/server';
import { z } from '../../shared/zod';
import {
  notificationSchema,
  notificationSettingsInput,
  notificationSettingsSchema,
  notificationsInput,
  pushEndpointInput,
  pushSubscriptionInput,
} from '../../shared/schemas/notifications';
import { wakeUps } from '../live/wake-ups';
import { procedureFor, router } from '../trpc';

/** How often the notices are re-read when no event says there are new ones (a remote upstream). */
const NOTICES_POLL_MS = 30_000;

export const notificationsRouter = router({
  list: procedureFor('notifications.list')
    .input(notificationsInput)
    .output(z.array(notificationSchema))
    .query(({ ctx, input }) => ctx.api('notifications.list', { query: input })),

  settings: procedureFor('notifications.settings')
    .output(notificationSettingsSchema)
    .query(({ ctx }) => ctx.api('notifications.settings')),

  updateSettings: procedureFor('notifications.updateSettings')
    .input(notificationSettingsInput)
    .output(notificationSettingsSchema)
    .mutation(({ ctx, input }) => ctx.api('notifications.updateSettings', { body: input })),

  subscribePush: procedureFor('notifications.subscribePush')
    .input(pushSubscriptionInput)
    .output(notificationSettingsSchema)
    .mutation(({ ctx, input }) => ctx.api('notifications.subscribePush', { body: input })),

  unsubscribePush: procedureFor('notifications.unsubscribePush')
    .input(pushEndpointInput)
    .output(z.null())
    .mutation(async ({ ctx, input }) => {
      await ctx.api('notifications.unsubscribePush', { body: input });
      return null;
    }),

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
