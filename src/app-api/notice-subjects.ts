// What a notice is about, each read by its own domain through its door: the notification
// service is given these at the composition root instead of importing the domains it names.
import type { Db } from './db/client';
import { teamMatchSummariesByIds } from './services/leagues';
import { matchesByIds } from './services/matches';
import type { NoticeSubjects } from './services/notifications';
import { tournamentSummariesByIds } from './services/tournaments';

export const noticeSubjects = (db: Db): NoticeSubjects => ({
  matches: (ids, viewer) => matchesByIds(db, ids, viewer),
  tournaments: (ids) => tournamentSummariesByIds(db, ids),
  teamMatches: (ids) => teamMatchSummariesByIds(db, ids),
});
