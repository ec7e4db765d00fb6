// "You're up" and "you're next": what a player is told when the table board calls their match
// or puts it first in line, which of them they want, and the browsers that may be pushed to.
import { NOTIFICATION_KINDS } from '../domain';
import { z } from '../zod';
import { matchSchema } from './matches';
import { tournamentSummarySchema } from './tournaments';
import { teamMatchSummarySchema } from './leagues';

const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKind,
  /** The table the match is called to ('up'); empty for 'next'. */
  tableLabel: z.string(),
  createdAt: z.string(),
  /** The match it is about; null for a new event. */
  match: matchSchema.nullable(),
  /** A new event at a club the player follows (`new_event`); null for a match's notice. */
  tournament: tournamentSummarySchema.nullable().default(null),
  /** The player's team's league match tomorrow (`team_match`). */
  teamMatch: teamMatchSummarySchema.nullable().default(null),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The caller's notices newer than `after` (an id they have seen), oldest first. */
/** Notices newer than the one of id `after` (none: the last half hour's). */
export const notificationsInput = z.object({
  after: z.coerce
    .number<number>({ error: 'Mã thông báo phải là một số' })
    .int({ error: 'Mã thông báo phải là số nguyên' })
    .min(0, { error: 'Mã thông báo không được âm' })
    .optional(),
});

export const notificationSettingsSchema = z.object({
  up: z.boolean(),
  next: z.boolean(),
  /** The server's VAPID public key (base64url), for the browser's push subscription. */
  pushPublicKey: z.string(),
  /** How many of the caller's browsers are subscribed to pushes. */
  pushDevices: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsInput = z.object({
  up: z.boolean().optional(),
  next: z.boolean().optional(),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

/** A browser's PushSubscription, as `subscription.toJSON()` gives it. */
export const pushSubscriptionInput = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: 'Địa chỉ nhận thông báo đẩy không hợp lệ' })
    .max(2000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushEndpointInput = z.object({ endpoint: z.string().max(2000) });
