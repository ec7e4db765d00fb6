import { z } from '../zod';
import {
  boardSchema,
  boardSettingsFields,
  queueChangeFields,
  swapMatchesFields,
} from '../schemas/board';
import { matchHistorySchema, revertMatchInput } from '../schemas/match-history';
import { checkInCodeSchema, checkInInput, presenceInput } from '../schemas/check-in';
import { paginated } from '../schemas/common';
import {
  assignMatchInput,
  bracketSchema,
  correctResultInput,
  matchSchema,
  recordProtocolInput,
  scoreMatchInput,
} from '../schemas/matches';
import {
  createTournamentInput,
  joinResultSchema,
  tournamentSeeding,
  tournamentPlayerSchema,
  tournamentSchema,
  tournamentSummarySchema,
  updateTournamentFields,
} from '../schemas/tournaments';
import { walletTransactionSchema } from '../schemas/wallet';
import { wireSchema } from './derive';
import { standingSchema } from '../schemas/standings';

// Responses
export const tournamentWire = wireSchema(tournamentSchema);
export const tournamentPageWire = wireSchema(paginated(tournamentSummarySchema));
export const tournamentPlayersWire = wireSchema(z.array(tournamentPlayerSchema));
export const standingsWire = wireSchema(z.array(standingSchema));
export const joinResultWire = wireSchema(joinResultSchema);
export const matchWire = wireSchema(matchSchema);
export const matchPageWire = wireSchema(paginated(matchSchema));
export const matchListWire = wireSchema(z.array(matchSchema));
export const bracketWire = wireSchema(bracketSchema);
export const walletPageWire = wireSchema(paginated(walletTransactionSchema));
export const checkInCodeWire = wireSchema(checkInCodeSchema);
export const boardWire = wireSchema(boardSchema);
export const matchHistoryWire = wireSchema(matchHistorySchema);

// Request bodies (the id travels in the path)
export const createTournamentBodyWire = wireSchema(createTournamentInput);
export const updateTournamentBodyWire = wireSchema(updateTournamentFields);
export const startTournamentBodyWire = wireSchema(tournamentSeeding);
export const scoreMatchBodyWire = wireSchema(scoreMatchInput.omit({ id: true }));
export const recordProtocolBodyWire = wireSchema(recordProtocolInput.omit({ id: true }));
export const correctResultBodyWire = wireSchema(correctResultInput.omit({ id: true }));
export const assignMatchBodyWire = wireSchema(assignMatchInput.omit({ id: true }));
export const checkInBodyWire = wireSchema(checkInInput.omit({ id: true }));
export const presenceBodyWire = wireSchema(presenceInput.omit({ id: true }));
export const boardSettingsBodyWire = wireSchema(boardSettingsFields);
export const queueChangeBodyWire = wireSchema(queueChangeFields);
export const swapMatchesBodyWire = wireSchema(swapMatchesFields);
export const revertMatchBodyWire = wireSchema(revertMatchInput.omit({ id: true }));
