import { z } from '../zod';
import { paginated } from '../schemas/common';
import {
  createTourInput,
  playerTourSchema,
  setTournamentTourFields,
  tourSchema,
  tourStandingsSchema,
  tourSummarySchema,
  updateTourFields,
} from '../schemas/tours';
import { followFeedSchema, followSchema, setFollowInput } from '../schemas/follows';
import { wireSchema } from './derive';

// Following
export const followsWire = wireSchema(z.array(followSchema));
export const followFeedWire = wireSchema(followFeedSchema);
export const setFollowBodyWire = wireSchema(setFollowInput);

// Responses
export const tourPageWire = wireSchema(paginated(tourSummarySchema));
export const tourWire = wireSchema(tourSchema);
export const tourStandingsWire = wireSchema(tourStandingsSchema);
export const playerToursWire = wireSchema(z.array(playerTourSchema));

// Request bodies (the id travels in the path)
export const createTourBodyWire = wireSchema(createTourInput);
export const updateTourBodyWire = wireSchema(updateTourFields);
export const setTournamentTourBodyWire = wireSchema(setTournamentTourFields);
