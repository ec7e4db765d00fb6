import { z } from '../zod';
import { paginated } from '../schemas/common';
import {
  achievementSchema,
  playerListItemSchema,
  playerMatchSchema,
  playerProfileSchema,
  rankEventSchema,
  rankingEntrySchema,
  ratingPointSchema,
  setRankInput,
} from '../schemas/players';
import { headToHeadSchema } from '../schemas/head-to-head';
import { playerScheduleSchema } from '../schemas/schedule';
import { storeListItemSchema } from '../schemas/stores';
import { wireSchema } from './derive';

// Responses
export const playerPageWire = wireSchema(paginated(playerListItemSchema));
export const playerProfileWire = wireSchema(playerProfileSchema);
export const ratingHistoryWire = wireSchema(z.array(ratingPointSchema));
export const achievementPageWire = wireSchema(paginated(achievementSchema));
export const playerMatchPageWire = wireSchema(paginated(playerMatchSchema));
export const playerScheduleWire = wireSchema(playerScheduleSchema);
export const headToHeadWire = wireSchema(headToHeadSchema);
export const rankEventListWire = wireSchema(z.array(rankEventSchema));
export const rankingPageWire = wireSchema(paginated(rankingEntrySchema));
export const storeItemListWire = wireSchema(z.array(storeListItemSchema));
export const cityListWire = wireSchema(z.array(z.string()));

// Request bodies (the id travels in the path)
export const setRankBodyWire = wireSchema(setRankInput.omit({ id: true }));
