import type { RouteDefinition } from './route-definition';

/**
 * The season's pages (issue 42): ranking tours and team leagues, in the one route table
 * (route-table.ts) after the tournament list, where the menu lists them.
 */
export const SEASON_ROUTES = [
  {
    id: 'tours',
    path: '/tours',
    page: 'tours/tours',
    title: 'Tour xếp hạng',
    description:
      'Các mùa giải tính điểm qua nhiều giải đấu: bảng xếp hạng, lịch và luật tính điểm.',
    layout: 'default',
    menu: { group: 'tournaments', label: 'Tour xếp hạng' },
  },
  {
    id: 'tourCreate',
    path: '/tours/new',
    page: 'tours/tour-create',
    title: 'Tạo tour xếp hạng',
    description: 'Tạo một mùa tour: thời gian, các hạng giải và điểm của từng thứ hạng.',
    layout: 'default',
    permission: 'tournament.create',
  },
  {
    id: 'tourDetail',
    path: '/tours/:id',
    page: 'tours/tour-detail',
    title: 'Tour xếp hạng',
    description: 'Bảng xếp hạng của mùa tour, các giải tính điểm và luật tính điểm.',
    layout: 'default',
  },
  {
    id: 'tourEdit',
    path: '/tours/:id/edit',
    page: 'tours/tour-edit',
    title: 'Chỉnh sửa tour xếp hạng',
    description: 'Cập nhật thời gian, các hạng giải và luật tính điểm của mùa tour.',
    layout: 'default',
    permission: 'tournament.create',
  },
  {
    id: 'leagues',
    path: '/leagues',
    page: 'leagues/leagues',
    title: 'Giải đồng đội',
    description: 'Giải đồng đội theo tuần giữa các câu lạc bộ.',
    layout: 'default',
    menu: { group: 'tournaments', label: 'Giải đồng đội' },
  },
  {
    id: 'leagueCreate',
    path: '/leagues/new',
    page: 'leagues/league-create',
    title: 'Tạo giải đồng đội',
    description: 'Giải đồng đội theo tuần giữa các câu lạc bộ.',
    layout: 'default',
    permission: 'tournament.create',
  },
  {
    id: 'leagueDetail',
    path: '/leagues/:id',
    page: 'leagues/league-detail',
    title: 'Giải đồng đội',
    description: 'Giải đồng đội theo tuần giữa các câu lạc bộ.',
    layout: 'default',
  },
  {
    id: 'leagueTeam',
    path: '/league-teams/:id',
    page: 'leagues/league-team',
    title: 'Đội giải đồng đội',
    description: 'Giải đồng đội theo tuần giữa các câu lạc bộ.',
    layout: 'default',
  },
  {
    id: 'teamMatch',
    path: '/team-matches/:id',
    page: 'leagues/team-match',
    title: 'Trận đồng đội',
    description: 'Giải đồng đội theo tuần giữa các câu lạc bộ.',
    layout: 'default',
  },
] as const satisfies readonly RouteDefinition[];
