// Ranking tours (issue 42): seasons, their tables, and the events organisers put in them.
import type { Db } from '../../db/client';
import { createTourChanges } from './tour-changes';
import { createTourReads } from './tour-reads';

export interface TourServiceOptions {
  /** The clock that says which seasons are under way (Vietnamese days). */
  now?: () => Date;
}

export function createTourService(db: Db, options: TourServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  return { ...createTourReads(db, { now }), ...createTourChanges(db, { now }) };
}

export type TourService = ReturnType<typeof createTourService>;
