// The entity texts of the document's first screen (first-paint.ts), read through the same
// procedures as the app: the tournament's name and venue, the match's round and score, the
// player's name and rank.
import type { inferRouterOutputs } from '@trpc/server';
import { GAME_FAMILY_LABELS } from '../shared/domain';
import type { FirstScreenTexts } from './first-paint';
import { matchAction, tournamentAction } from './first-paint-actions';
import { rankSection } from './playing-texts';
import { seasonTexts } from './season-texts';
import { appRouter, type AppRouter } from './routers';
import { createCallerFactory, createContextInner, type ContextInnerOptions } from './trpc';

const createCaller = createCallerFactory(appRouter);
type Outputs = inferRouterOutputs<AppRouter>;

/** The entities a first screen names, as their pages' own reads answer them. */
export interface EntityReads {
  tournament(id: number): Promise<Outputs['tournaments']['get']>;
  match(id: number): Promise<Outputs['matches']['get']>;
  player(id: number): Promise<Outputs['players']['get']>;
  headToHead(id: number, opponent: number): Promise<Outputs['players']['headToHead']>;
  tour(id: number): Promise<Outputs['tours']['get']>;
  tourStandings(id: number): Promise<Outputs['tours']['standings']>;
  league(id: number): Promise<Outputs['leagues']['get']>;
  team(id: number): Promise<Outputs['leagues']['team']>;
  teamMatch(id: number): Promise<Outputs['leagues']['match']>;
  /** The operator's ranks and rules, for the handicap page. */
  config(): Promise<Outputs['config']['get']>;
  /**
   * The user the reads are made for, where there is one: their first screen carries the page's
   * main action (first-paint-actions.ts). A visitor's reads (link previews) have none.
   */
  viewer?(): Promise<Outputs['auth']['me']>;
}

/**
 * The reads as a visitor makes them: what a chat app's link preview or a share picture may show.
 * A context per read, since a context keeps what its request saw (the user, the notices).
 */
export function visitorReads(options: Pick<ContextInnerOptions, 'upstream' | 'bus'>): EntityReads {
  const caller = () => createCaller(createContextInner({ ...options, token: null }));
  return {
    tournament: (id) => caller().tournaments.get({ id }),
    match: (id) => caller().matches.get({ id }),
    player: (id) => caller().players.get({ id }),
    headToHead: (id, opponent) => caller().players.headToHead({ id, opponent }),
    tour: (id) => caller().tours.get({ id }),
    tourStandings: (id) => caller().tours.standings({ id }),
    league: (id) => caller().leagues.get({ id }),
    team: (id) => caller().leagues.team({ id }),
    teamMatch: (id) => caller().leagues.match({ id }),
    config: () => caller().config.get(),
  };
}

// As the app writes a start time in headers ("19:30 Chủ Nhật, 22/11/2026"), in Vietnam's time.
const startTime = new Intl.DateTimeFormat('vi-VN', {
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Ho_Chi_Minh',
});

export function entityTexts(reads: EntityReads): FirstScreenTexts {
  return {
    ...seasonTexts(reads),
    async tournament(id) {
      const [tournament, user] = await Promise.all([reads.tournament(id), reads.viewer?.()]);
      const store = tournament.store;
      const when = startTime.format(new Date(tournament.startsAt));
      // Reads without a viewer (a link preview's) carry no action; a visitor's document does.
      const action = user === undefined ? null : tournamentAction(tournament, user);
      return {
        title: tournament.name,
        lead: store ? `${store.name} · ${store.district}, ${store.city} · ${when}` : when,
        back: { href: '/tournaments', label: 'Danh sách giải đấu' },
        description: tournament.description.trim(),
        ...(action ? { action } : {}),
      };
    },
    async match(id) {
      const match = await reads.match(id);
      const name = (player: { fullName: string } | null) => player?.fullName ?? 'Chưa xác định';
      const round = `${match.roundLabel} · Trận ${match.number}`;
      const action = matchAction(match);
      const score =
        match.status === 'scheduled' || match.status === 'waiting'
          ? null
          : `${match.score1} – ${match.score2}`;
      return {
        title: round,
        lead: `${name(match.player1)} ${match.score1} – ${match.score2} ${name(match.player2)}`,
        back: { href: `/tournaments/${match.tournament.id}`, label: match.tournament.name },
        share: {
          title: `${name(match.player1)} – ${name(match.player2)}`,
          lead: [
            match.tournament.name,
            round,
            score && `Tỉ số ${score}`,
            match.tournament.store?.name,
          ]
            .filter(Boolean)
            .join(' · '),
        },
        ...(action ? { action } : {}),
      };
    },
    async player(id) {
      const player = await reads.player(id);
      return {
        title: player.fullName,
        lead: `Hạng ${player.rank} · ${Math.round(player.rating)} điểm trình độ`,
        back: { href: '/players', label: 'Danh sách cơ thủ' },
        description: player.bio?.trim() ?? '',
      };
    },
    async playing() {
      const { ranks } = await reads.config();
      return { sections: [rankSection(ranks)] };
    },
    async versus(id, opponent) {
      const versus = await reads.headToHead(id, opponent);
      const met = versus.records
        .filter((record) => record.matches > 0)
        .map(({ family, wins }) => `${GAME_FAMILY_LABELS[family]} ${wins[0]} – ${wins[1]}`);
      return {
        title: `${versus.player.fullName} – ${versus.opponent.fullName}`,
        lead: met.length > 0 ? `Đối đầu · ${met.join(' · ')}` : 'Đối đầu · chưa gặp nhau',
        back: { href: `/players/${id}`, label: versus.player.fullName },
      };
    },
  };
}
