// The first screens of the season's pages (first-paint.ts): a tour's table and events, a
// league's tables and this week's matches, a team's players and matches, a team match's games.
// Read through the same procedures as the app, whose first render then starts from those answers
// (document-reads.ts) and draws the same rows where the server's were.
import { formatDay, formatMatchTime, seasonLabel } from '../shared/day-format';
import { GAME_FAMILY_LABELS } from '../shared/domain';
import { formatNumber } from '../shared/number-format';
import type { TeamMatchSummary } from '../shared/schemas/leagues';
import { TOUR_STATUS_LABELS } from '../shared/tour-rules';
import type { EntityReads } from './entity-texts';
import type { FirstSection } from './first-sections';
import type { EntityScreen } from './first-paint';

/** Rows of a tour's table the first screen shows, as many as the page shows before "Xem cả bảng". */
const TOUR_ROWS = 20;

type SeasonReads = Pick<EntityReads, 'tour' | 'tourStandings' | 'league' | 'team' | 'teamMatch'>;

export interface SeasonTexts {
  tour(id: number): Promise<EntityScreen>;
  league(id: number): Promise<EntityScreen>;
  team(id: number): Promise<EntityScreen>;
  teamMatch(id: number): Promise<EntityScreen>;
}

const score = (match: TeamMatchSummary) =>
  match.status === 'lineup' && match.homeGames + match.awayGames === 0
    ? 'v'
    : `${match.homeGames} – ${match.awayGames}`;

const matchItem = (match: TeamMatchSummary) => ({
  text: `${match.home.name} ${score(match)} ${match.away.name}`,
  href: `/team-matches/${match.id}`,
  detail: [formatMatchTime(match.scheduledAt), match.store?.name].filter(Boolean).join(' · '),
});

export function seasonTexts(reads: SeasonReads): SeasonTexts {
  return {
    async tour(id) {
      const [tour, standings] = await Promise.all([reads.tour(id), reads.tourStandings(id)]);
      const table: FirstSection = {
        heading: 'Bảng xếp hạng',
        note: `Đã tính ${standings.finalEvents} giải có kết quả chính thức.`,
        table: {
          label: `Bảng xếp hạng ${tour.name}`,
          columns: ['#', 'Cơ thủ', 'Số giải', 'Điểm'],
          numeric: [2, 3],
          rows: standings.rows
            .slice(0, TOUR_ROWS)
            .map((row) => [
              String(row.place),
              { text: row.player.fullName, href: `/players/${row.player.id}` },
              String(row.eventsPlayed),
              formatNumber(row.points),
            ]),
        },
        empty: 'Bảng xếp hạng chưa có điểm.',
      };
      const events: FirstSection = {
        heading: `Các giải trong tour (${tour.events.length})`,
        items: tour.events.map(({ tournament, tier }) => ({
          text: tournament.name,
          href: `/tournaments/${tournament.id}`,
          detail: `Hạng ${tier} · ${formatDay(tournament.startsAt.slice(0, 10))}`,
        })),
        empty: 'Chưa có giải nào trong tour.',
      };
      return {
        title: tour.name,
        lead: `${TOUR_STATUS_LABELS[tour.status]} · ${GAME_FAMILY_LABELS[tour.family]} · Mùa giải ${seasonLabel(tour)} · Ban tổ chức ${tour.organizer.fullName}`,
        description: tour.description,
        back: { href: '/tours', label: 'Tour xếp hạng' },
        sections: [table, events],
      };
    },
    async league(id) {
      const league = await reads.league(id);
      const tables = league.divisions.map((division): FirstSection => ({
        heading: league.divisions.length > 1 ? `Bảng xếp hạng – ${division.name}` : 'Bảng xếp hạng',
        table: {
          label: `Bảng xếp hạng ${division.name}`,
          columns: ['#', 'Đội', 'Trận', 'Điểm'],
          numeric: [2, 3],
          rows: division.standings.map((row) => [
            String(row.place),
            { text: row.team.name, href: `/league-teams/${row.team.id}` },
            String(row.played),
            String(row.matchPoints),
          ]),
        },
        empty: 'Chưa có đội nào.',
      }));
      const week = league.week ?? league.matches[0]?.round ?? null;
      const matches: FirstSection = {
        heading: week === null ? 'Lịch thi đấu' : `Lịch thi đấu · Tuần ${week}`,
        items: league.matches.filter((m) => m.round === week).map(matchItem),
        empty: 'Lịch được bốc khi ban tổ chức bắt đầu giải.',
      };
      return {
        title: league.name,
        lead: `Từ ${formatDay(league.startsOn)}, ${league.matchTime} hằng tuần · Ban tổ chức ${league.organizer.fullName}`,
        description: league.description,
        back: { href: '/leagues', label: 'Giải đồng đội' },
        sections: [...tables, matches],
      };
    },
    async team(id) {
      const team = await reads.team(id);
      const players: FirstSection = {
        heading: `Cơ thủ (${team.members.length})`,
        items: team.members.map(({ player, status, substitute }) => ({
          text: player.fullName,
          href: `/players/${player.id}`,
          detail: [
            `Hạng ${player.rank}`,
            player.id === team.captain.id ? 'Đội trưởng' : null,
            substitute ? 'Dự bị' : null,
            status === 'invited' ? 'Đang mời' : null,
          ]
            .filter(Boolean)
            .join(' · '),
        })),
      };
      const matches: FirstSection = {
        heading: 'Lịch thi đấu',
        items: team.matches.map(matchItem),
        empty: 'Lịch được bốc khi giải bắt đầu.',
      };
      return {
        title: team.name,
        lead: `${team.league.name} · Đội trưởng ${team.captain.fullName}${team.homeStore ? ` · Sân nhà ${team.homeStore.name}` : ''}`,
        back: { href: `/leagues/${team.league.id}`, label: team.league.name },
        sections: [players, matches],
      };
    },
    async teamMatch(id) {
      const match = await reads.teamMatch(id);
      const name = (player: { fullName: string } | null) => player?.fullName ?? 'Chưa xếp';
      const games: FirstSection = {
        heading: 'Các ván',
        items: match.games.map((game) => ({
          text: `Ván ${game.number}: ${name(game.home)} ${game.score1 ?? '–'} : ${game.score2 ?? '–'} ${name(game.away)}`,
        })),
      };
      return {
        title: `${match.home.name} ${score(match)} ${match.away.name}`,
        lead: [
          match.league.name,
          match.stage === 'playoff' ? 'Playoff' : `Tuần ${match.round}`,
          formatMatchTime(match.scheduledAt),
          match.store?.name,
        ]
          .filter(Boolean)
          .join(' · '),
        back: { href: `/leagues/${match.league.id}`, label: match.league.name },
        sections: [games],
      };
    },
  };
}
