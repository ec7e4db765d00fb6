import { z } from '../zod';
import { paginated } from '../schemas/common';
import { matchHistorySchema, revertMatchInput } from '../schemas/match-history';
import {
  fileProtestBody,
  matchProtestsSchema,
  protestPhotoSchema,
  ruleProtestBody,
} from '../schemas/match-protests';
import {
  assignMatchInput,
  awardMatchBody,
  confirmPresenceBody,
  correctResultInput,
  matchSchema,
  recordProtocolInput,
  scoreMatchInput,
} from '../schemas/matches';
import { wireSchema } from './derive';

// Responses
export const matchWire = wireSchema(matchSchema);
export const matchPageWire = wireSchema(paginated(matchSchema));
export const matchListWire = wireSchema(z.array(matchSchema));
export const matchHistoryWire = wireSchema(matchHistorySchema);
export const matchProtestsWire = wireSchema(matchProtestsSchema);
export const protestPhotoWire = wireSchema(protestPhotoSchema);

// Request bodies (the id travels in the path)
export const scoreMatchBodyWire = wireSchema(scoreMatchInput.omit({ id: true }));
export const recordProtocolBodyWire = wireSchema(recordProtocolInput.omit({ id: true }));
export const correctResultBodyWire = wireSchema(correctResultInput.omit({ id: true }));
export const awardMatchBodyWire = wireSchema(awardMatchBody);
export const confirmPresenceBodyWire = wireSchema(confirmPresenceBody);
export const assignMatchBodyWire = wireSchema(assignMatchInput.omit({ id: true }));
export const revertMatchBodyWire = wireSchema(revertMatchInput.omit({ id: true }));
export const fileProtestBodyWire = wireSchema(fileProtestBody);
export const ruleProtestBodyWire = wireSchema(ruleProtestBody);
