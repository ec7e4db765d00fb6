import { z } from '../zod';
import {
  boardSchema,
  boardSettingsFields,
  queueChangeFields,
  swapMatchesFields,
} from '../schemas/board';
import { checkInCodeSchema, checkInInput, presenceInput } from '../schemas/check-in';
import { paginated } from '../schemas/common';
import { playerScreeningSchema } from '../schemas/eligibility';
import { bracketSchema } from '../schemas/matches';
import {
  createTournamentInput,
  joinResultSchema,
  tournamentSeeding,
  tournamentPlayerSchema,
  tournamentSchema,
  tournamentSummarySchema,
  updateTournamentFields,
} from '../schemas/tournaments';
import { wireSchema } from './derive';
import { standingSchema } from '../schemas/standings';

// Responses
export const tournamentWire = wireSchema(tournamentSchema);
export const screeningWire = wireSchema(z.array(playerScreeningSchema));
export const tournamentPageWire = wireSchema(paginated(tournamentSummarySchema));
export const tournamentPlayersWire = wireSchema(z.array(tournamentPlayerSchema));
export const standingsWire = wireSchema(z.array(standingSchema));
export const joinResultWire = wireSchema(joinResultSchema);
export const bracketWire = wireSchema(bracketSchema);
export const checkInCodeWire = wireSchema(checkInCodeSchema);
export const boardWire = wireSchema(boardSchema);

// Request bodies (the id travels in the path)
export const createTournamentBodyWire = wireSchema(createTournamentInput);
export const updateTournamentBodyWire = wireSchema(updateTournamentFields);
export const startTournamentBodyWire = wireSchema(tournamentSeeding);
export const checkInBodyWire = wireSchema(checkInInput.omit({ id: true }));
export const presenceBodyWire = wireSchema(presenceInput.omit({ id: true }));
export const boardSettingsBodyWire = wireSchema(boardSettingsFields);
export const queueChangeBodyWire = wireSchema(queueChangeFields);
export const swapMatchesBodyWire = wireSchema(swapMatchesFields);
