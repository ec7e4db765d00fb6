// Column helpers every table file uses.
import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';
import { RANK_CODES } from '../../../shared/domain';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Đồng, 64-bit: a bank may report any amount (3 000 000 000 đ overflows a 32-bit integer), and
 * JavaScript numbers hold them exactly up to 2^53, past any real transfer (the wire schemas use
 * safe integers).
 */
export const vnd = (name: string) => bigint(name, { mode: 'number' });

/** The rank codes as a SQL list, for CHECK constraints. */
export const rankList = sql.raw(RANK_CODES.map((code) => `'${code}'`).join(', '));
