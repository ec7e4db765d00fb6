// Calendars (issue 21, item 5): a tournament's .ics and a player's subscription feed, parsed as
// a calendar app would (node-ical), with Vietnam's time zone and the times the table board set;
// an unknown or malformed address is a 404, an unreachable upstream a 502, never a 500.
import { request as httpRequest } from 'node:http';
import ical, { type CalendarResponse, type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import { MESSAGES } from '../../src/shared/messages';
import type { Match } from '../../src/shared/schemas/matches';
import { startLocalServer } from '../support/local-server';

let server: RunningServer;
const api = () => createBidaHubClient({ url: server.url }).api;

beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server?.close());

const events = (calendar: CalendarResponse) =>
  new Map(
    Object.values(calendar)
      .filter((c): c is VEvent => c?.type === 'VEVENT')
      .map((event) => [event.uid, event]),
  );

/** An instant to the second, as iCalendar writes it. */
const toSecond = (iso: string, plusMs = 0) =>
  Math.floor((new Date(iso).getTime() + plusMs) / 1000) * 1000;

/** "2026-11-28T12:30:00Z" as a wall clock in Vietnam: "20261128T193000". */
const vietnamWallClock = (iso: string) =>
  new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().replace(/[-:]|\.\d+Z$/g, '');

async function calendarAt(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const text = await response.text();
  return { text, events: events(ical.sync.parseICS(text)) };
}

/** The demo's running three-cushion round robin, whose next games have a table and a time. */
async function runningEvent() {
  const [found] = (await api().tournaments.list.query({ q: 'Hàng Xanh' })).data;
  if (!found) throw new Error('the demo has the Hàng Xanh event');
  const matches = await api().tournaments.matches.query({ id: found.id });
  const timed = matches.filter(
    (m): m is Match & { scheduledAt: string } => m.scheduledAt !== null && m.status !== 'finished',
  );
  expect(timed.length).toBeGreaterThan(0);
  return { tournament: await api().tournaments.get.query({ id: found.id }), timed };
}

describe('a tournament’s calendar', () => {
  it('holds its start and each timed match, in Vietnam’s time zone', async () => {
    const { tournament, timed } = await runningEvent();
    const { text, events: byUid } = await calendarAt(`/calendar/tournaments/${tournament.id}.ics`);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Ho_Chi_Minh');
    const start = byUid.get(`tournament-${tournament.id}@bidahub`);
    expect(start?.summary).toBe(tournament.name);
    expect(start?.start.getTime()).toBe(toSecond(tournament.startsAt));
    expect(start?.location).toContain(tournament.store?.name);
    for (const match of timed) {
      const event = byUid.get(`match-${match.id}@bidahub`);
      expect(event?.start.getTime()).toBe(toSecond(match.scheduledAt));
      expect(event?.end?.getTime()).toBe(toSecond(match.scheduledAt, 3600_000));
      expect(event?.summary).toContain(`Trận ${match.number} · ${match.player1?.fullName} – `);
      // Written as the club's clock says it, not in UTC.
      expect(text).toContain(
        `DTSTART;TZID=Asia/Ho_Chi_Minh:${vietnamWallClock(match.scheduledAt)}`,
      );
    }
  });
});

describe('a player’s feed', () => {
  it('lists the tournaments they entered and their next matches, as the board times them', async () => {
    const { tournament, timed } = await runningEvent();
    const [next] = timed;
    const player = next?.player1;
    if (!next || !player) throw new Error('a timed match with its players');
    const { text, events: byUid } = await calendarAt(`/calendar/players/${player.id}.ics`);
    expect(text).toContain(`X-WR-CALNAME:Lịch thi đấu của ${player.fullName}`);
    expect(byUid.get(`tournament-${tournament.id}@bidahub`)?.summary).toBe(tournament.name);
    const event = byUid.get(`match-${next.id}@bidahub`);
    expect(event?.summary).toContain(`gặp ${next.player2?.fullName}`);
    expect(event?.start.getTime()).toBe(toSecond(next.scheduledAt));
    // Finished matches are not in a calendar of what is ahead.
    const schedule = await api().players.schedule.query({ id: player.id });
    expect(schedule.matches.every((m) => m.status !== 'finished')).toBe(true);
  });

  it('adds the open events of the clubs and tours they follow, marked as such', async () => {
    // The demo's `player` follows the Hai Bà Trưng club, where organizer2's Cúp Phố Cổ is open.
    const [me] = (await api().players.list.query({ q: 'player' })).data.filter(
      (p) => p.username === 'player',
    );
    const [cup] = (await api().tournaments.list.query({ q: 'Cúp Phố Cổ' })).data;
    if (!me || !cup) throw new Error('the demo has player and Cúp Phố Cổ');
    const { events: byUid } = await calendarAt(`/calendar/players/${me.id}.ics`);
    const event = byUid.get(`tournament-${cup.id}@bidahub`);
    expect(event?.summary).toBe(cup.name);
    expect(event?.description).toContain('Giải ở câu lạc bộ hoặc tour bạn theo dõi');
  });

  it('holds the league matches their team has still to play', async () => {
    // The demo's `player` captains Phố Huế, whose week-3 match waits for its lineups.
    const [me] = (await api().players.list.query({ q: 'player' })).data.filter(
      (p) => p.username === 'player',
    );
    const schedule = await api().players.schedule.query({ id: me?.id ?? 0 });
    const [next] = schedule.teamMatches;
    if (!next) throw new Error('player’s team has a match ahead');
    const { events: byUid } = await calendarAt(`/calendar/players/${me?.id ?? 0}.ics`);
    const event = byUid.get(`team-match-${next.id}@bidahub`);
    expect(event?.summary).toBe(`Đồng đội: ${next.home.name} – ${next.away.name}`);
    expect(event?.start.getTime()).toBe(toSecond(next.scheduledAt));
  });

  it('answers 404 in Vietnamese for an unknown player or a malformed address', async () => {
    for (const path of [
      '/calendar/players/999999.ics',
      '/calendar/players/abc.ics',
      '/calendar/tournaments/0.ics',
      '/calendar/tournaments/1.txt',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'Không tìm thấy dữ liệu' });
    }
  });
});

describe('a calendar whose data cannot be read', () => {
  it('says so in Vietnamese with a 502, not "Internal Error"', async () => {
    // A BFF whose upstream is not there (nothing listens on port 9 of this machine).
    const cut = await startServer({
      port: 0,
      host: '127.0.0.1',
      clientDir: null,
      appApiBaseUrl: 'http://127.0.0.1:9',
    });
    try {
      const response = await fetch(`${cut.url}/calendar/tournaments/1.ics`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ message: MESSAGES.upstreamUnavailable });
    } finally {
      await cut.close();
    }
  });
});

describe('links in a calendar, with PUBLIC_ORIGIN set', () => {
  it('come from the configured origin, whatever Host the request names', async () => {
    const pinned = await startLocalServer({ publicOrigins: ['https://bidahub.example'] });
    try {
      const { tournament } = await runningEvent();
      const { port } = new URL(pinned.url);
      // A forged Host, as a cache poisoner or a phishing link would send it.
      const text = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: `/calendar/tournaments/${tournament.id}.ics`,
            headers: { host: 'evil.example' },
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve(body));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(text).toContain(`https://bidahub.example/tournaments/${tournament.id}`);
      expect(text).not.toContain('evil.example');
    } finally {
      await pinned.close();
    }
  });
});
