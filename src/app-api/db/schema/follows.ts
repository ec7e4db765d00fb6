// What each player follows (issue 42). The pair is the key: following twice is following once.
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { FOLLOW_KINDS } from '../../../shared/domain';
import { users } from './accounts';
import { createdAt } from './columns';

export const follows = pgTable(
  'follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FOLLOW_KINDS }).notNull(),
    /** A store's, tour's or user's id, by `kind`; a follow of something gone is dropped on read. */
    targetId: integer('target_id').notNull(),
    /** Followed without its notices: the feed still shows it, nothing is sent. */
    muted: boolean('muted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.targetId] }),
    index('follows_target_idx').on(t.kind, t.targetId),
  ],
);
