// Following (issue 42): a player follows a club, a ranking tour or another player; their home
// page shows what those are up to first, and a club they follow tells them of its new events.
import { FOLLOW_KINDS } from '../domain';
import { z } from '../zod';
import { idSchema } from './common';
import { tournamentSummarySchema } from './tournaments';

const followKind = z.enum(FOLLOW_KINDS, { error: 'Loại theo dõi không hợp lệ' });

/** Follow (`following` true) or stop following; the same request twice changes nothing. */
export const setFollowInput = z.object({
  kind: followKind,
  targetId: idSchema,
  following: z.boolean({ error: 'Hãy chọn theo dõi hoặc bỏ theo dõi' }),
  /** Keep following without its notices (true), or hear them again; not sent: as it was. */
  muted: z.boolean({ error: 'Hãy chọn bật hoặc tắt thông báo' }).optional(),
});
export type SetFollowInput = z.infer<typeof setFollowInput>;

/** One thing the caller follows, with its name as its page shows it. */
export const followSchema = z.object({
  kind: followKind,
  targetId: z.number().int(),
  name: z.string(),
  since: z.string(),
  /** Followed without its notices. */
  muted: z.boolean().default(false),
});
export type Follow = z.infer<typeof followSchema>;

/** An event coming up or under way, and which of the caller's follows bring it. */
const followedEventSchema = z.object({
  tournament: tournamentSummarySchema,
  because: z.array(followSchema.pick({ kind: true, targetId: true, name: true })),
});
export type FollowedEvent = z.infer<typeof followedEventSchema>;

export const followFeedSchema = z.object({
  follows: z.array(followSchema),
  /** Under way first, then the soonest to start; at most FOLLOW_FEED_LIMIT. */
  events: z.array(followedEventSchema),
});
export type FollowFeed = z.infer<typeof followFeedSchema>;

export const FOLLOW_FEED_LIMIT = 12;
