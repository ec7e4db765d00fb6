// Notifications: "you're up" and "you're next" for the table board's calls, the players' choice
// of which they get, and the browsers they asked to be pushed to (Web Push).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../../shared/domain';
import { createdAt } from './columns';
import { users } from './accounts';
import { matches, tournaments } from './tournaments';
import { teamMatches } from './leagues';

/**
 * One notice to one player, written in the transaction that called the match, so it is never
 * lost; sent (in-app and by push) once that transaction committed (`deliveredAt`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The tournament it is about; null for a league's team match. */
    tournamentId: integer('tournament_id').references(() => tournaments.id, {
      onDelete: 'cascade',
    }),
    /** The match called, disputed or protested; null for a new event (`new_event`). */
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    /** The league match of the player's team (`team_match`). */
    teamMatchId: integer('team_match_id').references(() => teamMatches.id, {
      onDelete: 'cascade',
    }),
    /** The table called ('up'); empty for 'next'. */
    tableLabel: text('table_label').notNull().default(''),
    /** A no-show reminder's call (the match's called_at): each call reminds once of each kind. */
    callAt: timestamp('call_at', { withTimezone: true }),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // "Next" once per match. Every call to a table is news (a match sent back to the queue and
    // called again is called again), and each call is written once, by the transaction making it.
    uniqueIndex('notifications_next_once')
      .on(t.userId, t.matchId)
      .where(sql`${t.kind} = 'next'`),
    uniqueIndex('notifications_no_show_once')
      .on(t.userId, t.matchId, t.kind, t.callAt)
      .where(sql`${t.kind} in ('no_show_half', 'no_show_end')`),
    // A new event is news once to each follower of its club.
    uniqueIndex('notifications_new_event_once')
      .on(t.userId, t.tournamentId)
      .where(sql`${t.kind} = 'new_event'`),
    // The day-before reminder of a team match, once a player.
    uniqueIndex('notifications_team_match_once')
      .on(t.userId, t.teamMatchId)
      .where(sql`${t.kind} = 'team_match'`),
    check(
      'notifications_subject',
      sql`${t.tournamentId} is not null or ${t.teamMatchId} is not null`,
    ),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_undelivered_idx')
      .on(t.id)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** A player's choice; no row: every kind on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  up: boolean('up').notNull().default(true),
  next: boolean('next').notNull().default(true),
});

/** A browser that agreed to be pushed to (the Push API's subscription). */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: createdAt(),
});

export type NotificationRow = typeof notifications.$inferSelect;
