// What the tournament lists take: a search, a status, a game, a club, when it starts and where.
import { START_WINDOWS } from '../start-window';
import { z } from '../zod';
import { idSchema, paginationInput } from './common';
import { game, tournamentStatus } from './tournaments';

const searchText = z.string().trim().max(100, { error: 'Từ khoá tối đa 100 ký tự' });

const startWindowSchema = z.enum(START_WINDOWS, { error: 'Khoảng thời gian không hợp lệ' });
const citySchema = z
  .string({ error: 'Thành phố không hợp lệ' })
  .trim()
  .max(100, { error: 'Tên thành phố tối đa 100 ký tự' });

export const listTournamentsInput = paginationInput.extend({
  q: searchText.optional(),
  status: tournamentStatus.optional(),
  game: game.optional(),
  storeId: idSchema.optional(),
  /** When it starts, in Vietnam's days (shared/start-window.ts). */
  when: startWindowSchema.optional(),
  /** The city of its club ("near me" for a player who knows where they are). */
  city: citySchema.optional(),
});

export const myTournamentsInput = paginationInput.extend({ status: tournamentStatus.optional() });
