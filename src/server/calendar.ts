// Calendars (iCalendar, RFC 5545) of a tournament and of a player, for "Thêm vào lịch": a
// tournament's file with its day and its scheduled matches, and a player's feed that a calendar
// app subscribes to, with the tournaments they entered and their matches as the table board
// schedules them. Times are written in Vietnam's zone (Asia/Ho_Chi_Minh, with its VTIMEZONE), so
// a phone set to another zone still shows 19:30 at the club as 19:30 in Vietnam. Each event keeps
// one UID, so a calendar that fetches the feed again moves a rescheduled match.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { Router } from 'express';
import ical, { type ICalCalendar } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import { MESSAGES } from '../shared/messages';
import type { Match } from '../shared/schemas/matches';
import type { PlayerProfile } from '../shared/schemas/players';
import type { PlayerSchedule } from '../shared/schemas/schedule';
import type { TeamMatchSummary } from '../shared/schemas/leagues';
import type { StoreSummary } from '../shared/schemas/stores';
import type { TournamentSummary } from '../shared/schemas/tournaments';
import { entityIdOfFile } from './first-paint';
import { logger } from './logger';
import { linkOrigin } from './request-origin';
import { appRouter } from './routers';
import { createCallerFactory, createContextInner, type ContextInnerOptions } from './trpc';

const CALENDAR_ZONE = 'Asia/Ho_Chi_Minh';
const HOUR = 60 * 60 * 1000;
/** A tournament has a start but no planned end: its entry spans a playing day's evening. */
const TOURNAMENT_HOURS = 6;
/** A league evening: five games or so at one club. */
const TEAM_MATCH_HOURS = 3;
/** A match's slot, as the table board plans one (about an hour of play and the change-over). */
const MATCH_HOURS = 1;
/** How often a subscribed calendar should fetch the feed again. */
const REFRESH_SECONDS = 60 * 60;

const zoned = (at: string | number) =>
  Temporal.Instant.fromEpochMilliseconds(new Date(at).getTime()).toZonedDateTimeISO(CALENDAR_ZONE);

function newCalendar(name: string, description: string): ICalCalendar {
  return ical({
    name,
    description,
    prodId: { company: 'BidaHub', product: 'Lịch thi đấu', language: 'VI' },
    timezone: { name: CALENDAR_ZONE, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
}

const place = (store: StoreSummary | null) =>
  store ? `${store.name}, ${store.district}, ${store.city}` : undefined;

function addTournament(
  calendar: ICalCalendar,
  tournament: TournamentSummary,
  origin: string,
  why?: string,
) {
  const url = `${origin}/tournaments/${tournament.id}`;
  calendar.createEvent({
    id: `tournament-${tournament.id}@bidahub`,
    start: zoned(tournament.startsAt),
    end: zoned(new Date(tournament.startsAt).getTime() + TOURNAMENT_HOURS * HOUR),
    timezone: CALENDAR_ZONE,
    summary: tournament.name,
    location: place(tournament.store),
    description: [
      why,
      `${tournament.playerCount}/${tournament.maxPlayers} cơ thủ · lệ phí ${tournament.entryFee} xu`,
      url,
    ]
      .filter(Boolean)
      .join('\n'),
    url,
  });
}

/** A league's team match: about an evening at the home team's club. */
function addTeamMatch(calendar: ICalCalendar, match: TeamMatchSummary, origin: string) {
  const url = `${origin}/team-matches/${match.id}`;
  calendar.createEvent({
    id: `team-match-${match.id}@bidahub`,
    start: zoned(match.scheduledAt),
    end: zoned(new Date(match.scheduledAt).getTime() + TEAM_MATCH_HOURS * HOUR),
    timezone: CALENDAR_ZONE,
    summary: `Đồng đội: ${match.home.name} – ${match.away.name}`,
    location: place(match.store),
    description: `Tuần ${match.round}\n${url}`,
    url,
  });
}

const nameOf = (player: Match['player1']) => player?.fullName ?? 'Chưa xác định';

/** A match with a time: "Trận 5 · A – B · Bàn 2" (or, in a player's feed, "… gặp B"). */
function addMatch(
  calendar: ICalCalendar,
  match: Match,
  store: StoreSummary | null,
  origin: string,
  playerId?: number,
) {
  if (!match.scheduledAt) return;
  const url = `${origin}/matches/${match.id}`;
  const opponent = match.player1?.id === playerId ? match.player2 : match.player1;
  const who =
    playerId === undefined
      ? `${nameOf(match.player1)} – ${nameOf(match.player2)}`
      : `gặp ${nameOf(opponent)}`;
  calendar.createEvent({
    id: `match-${match.id}@bidahub`,
    start: zoned(match.scheduledAt),
    end: zoned(new Date(match.scheduledAt).getTime() + MATCH_HOURS * HOUR),
    timezone: CALENDAR_ZONE,
    summary: [`Trận ${match.number}`, who, match.tableLabel].filter(Boolean).join(' · '),
    location: [match.tableLabel, place(store)].filter(Boolean).join(' · ') || undefined,
    description: `${match.tournament.name} · ${match.roundLabel}\n${url}`,
    url,
  });
}

/** A tournament's calendar: its start, and each of its matches that has a time. */
function tournamentCalendar(
  tournament: TournamentSummary,
  matches: readonly Match[],
  origin: string,
): string {
  const calendar = newCalendar(
    tournament.name,
    `Lịch thi đấu giải ${tournament.name} trên BidaHub`,
  );
  addTournament(calendar, tournament, origin);
  for (const match of matches) {
    if (match.status !== 'finished') addMatch(calendar, match, tournament.store, origin);
  }
  return calendar.toString();
}

/** A player's feed: the tournaments they entered that are open or running, their timed matches. */
function playerCalendar(
  player: Pick<PlayerProfile, 'id' | 'fullName'>,
  schedule: PlayerSchedule,
  origin: string,
): string {
  const calendar = newCalendar(
    `Lịch thi đấu của ${player.fullName}`,
    `Giải và trận sắp tới của ${player.fullName} trên BidaHub`,
  );
  const stores = new Map(schedule.tournaments.map((t) => [t.id, t.store]));
  for (const tournament of schedule.tournaments) addTournament(calendar, tournament, origin);
  for (const tournament of schedule.followed) {
    addTournament(calendar, tournament, origin, 'Giải ở câu lạc bộ hoặc tour bạn theo dõi');
  }
  for (const match of schedule.matches) {
    addMatch(calendar, match, stores.get(match.tournament.id) ?? null, origin, player.id);
  }
  for (const match of schedule.teamMatches) addTeamMatch(calendar, match, origin);
  return calendar.toString();
}

const createCaller = createCallerFactory(appRouter);

/**
 * `GET /calendar/tournaments/:id.ics` (a file to add) and `GET /calendar/players/:id.ics` (a feed
 * to subscribe to), read through the same procedures as the app, as a visitor: calendar apps
 * fetch without the session, and both hold only what the public pages show.
 */
export function calendarRoutes(
  options: Pick<ContextInnerOptions, 'upstream' | 'bus'> & { publicOrigins: readonly string[] },
): Router {
  const originOf = linkOrigin(options.publicOrigins);
  const caller = () => createCaller(createContextInner({ ...options, token: null }));
  const router = Router();
  const serve = (
    kind: 'tournaments' | 'players',
    build: (id: number, origin: string) => Promise<{ ics: string; file: string }>,
  ) =>
    router.get(`/calendar/${kind}/:file`, async (req, res) => {
      const id = entityIdOfFile(req.params.file, '.ics');
      if (id === null) {
        res.status(404).json({ message: MESSAGES.notFound });
        return;
      }
      try {
        const { ics, file } = await build(id, originOf(req));
        res
          .type('text/calendar; charset=utf-8')
          .set('Cache-Control', 'public, max-age=300')
          .set('Content-Disposition', `inline; filename="${file}"`)
          .send(ics);
      } catch (error) {
        const status = error instanceof TRPCError ? getHTTPStatusCodeFromError(error) : 500;
        if (status >= 500) logger.error({ err: error, path: req.path }, 'calendar failed');
        // The call's own Vietnamese message (the upstream down, too many requests), but no
        // detail of a fault of ours.
        const told = error instanceof TRPCError && status !== 500;
        res.status(status).json({
          message:
            status === 404 ? MESSAGES.notFound : told ? error.message : MESSAGES.internalError,
        });
      }
    });

  serve('tournaments', async (id, origin) => {
    const [tournament, matches] = await Promise.all([
      caller().tournaments.get({ id }),
      caller().tournaments.matches({ id }),
    ]);
    return { ics: tournamentCalendar(tournament, matches, origin), file: `giai-${id}.ics` };
  });
  serve('players', async (id, origin) => {
    const [player, schedule] = await Promise.all([
      caller().players.get({ id }),
      caller().players.schedule({ id }),
    ]);
    return { ics: playerCalendar(player, schedule, origin), file: `co-thu-${id}.ics` };
  });
  return router;
}
