// Ranking tours (issue 42): a season of events; each event names its tour and tier on its own
// row (tournaments.tour_id, tour_tier), so an event counts in one tour at most. The table itself
// is not stored: it is reckoned from the events' final places on each read (tours/tour-table.ts),
// so a corrected result moves it without a step that could be missed.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { GAME_FAMILIES } from '../../../shared/domain';
import { TOUR_ROLLOVERS } from '../../../shared/tour-rules';
import type { TourTier } from '../../../shared/schemas/tours';
import { users } from './accounts';
import { createdAt } from './columns';

export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    family: text('family', { enum: GAME_FAMILIES }).notNull(),
    /** The season's first and last Vietnamese days; an event counts if it starts within them. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** Each tier's points by place (schemas/tours.ts). */
    tiers: jsonb('tiers').$type<TourTier[]>().notNull(),
    /** A player's best results that count; null: all. */
    bestOf: integer('best_of'),
    /** What this season's points become in the season that names it as its previous one. */
    rollover: text('rollover', { enum: TOUR_ROLLOVERS }).notNull(),
    previousId: integer('previous_id').references((): AnyPgColumn => tours.id, {
      onDelete: 'set null',
    }),
    /** Other organisers may attach their events. */
    open: boolean('open').notNull().default(false),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('tours_previous_id_idx').on(t.previousId),
    index('tours_ends_on_idx').on(t.endsOn),
    check('tours_season_order', sql`${t.endsOn} >= ${t.startsOn}`),
    check('tours_best_of_positive', sql`${t.bestOf} is null or ${t.bestOf} > 0`),
  ],
);

export type TourRow = typeof tours.$inferSelect;
