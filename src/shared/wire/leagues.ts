import { z } from '../zod';
import { paginated } from '../schemas/common';
import {
  answerFields,
  createLeagueInput,
  createTeamFields,
  gameScoreFields,
  invitationSchema,
  inviteFields,
  leagueSchema,
  leagueSummarySchema,
  pickFields,
  playoffFields,
  teamMatchSchema,
  teamPageSchema,
} from '../schemas/leagues';
import { wireSchema } from './derive';

// Responses
export const leaguePageWire = wireSchema(paginated(leagueSummarySchema));
export const leagueWire = wireSchema(leagueSchema);
export const teamPageWire = wireSchema(teamPageSchema);
export const teamMatchWire = wireSchema(teamMatchSchema);
export const invitationsWire = wireSchema(z.array(invitationSchema));

// Request bodies (the ids travel in the path)
export const createLeagueBodyWire = wireSchema(createLeagueInput);
export const createTeamBodyWire = wireSchema(createTeamFields);
export const inviteBodyWire = wireSchema(inviteFields);
export const answerBodyWire = wireSchema(answerFields);
export const pickBodyWire = wireSchema(pickFields);
export const gameScoreBodyWire = wireSchema(gameScoreFields);
export const playoffBodyWire = wireSchema(playoffFields);
