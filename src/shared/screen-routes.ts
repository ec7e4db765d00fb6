import type { RouteDefinition } from './route-definition';

/**
 * The full-screen views of the route table (route-table.ts joins them to the pages): a venue's
 * TV, the embeds other sites frame and the overlays of a stream. Read-only and public; no site
 * header, footer or tabs.
 */
export const SCREEN_ROUTES = [
  {
    id: 'tvTournament',
    path: '/tv/tournaments/:id',
    page: 'tournaments/tv-tournament',
    title: 'Màn hình TV của giải',
    description: 'Bàn đấu, tỉ số và sơ đồ thi đấu trên TV.',
    layout: 'screen',
  },
  {
    id: 'tvClub',
    path: '/tv/clubs/:id',
    page: 'tournaments/tv-club',
    title: 'Màn hình TV của câu lạc bộ',
    description: 'Các giải đang diễn ra tại câu lạc bộ, trên TV.',
    layout: 'screen',
  },
  {
    id: 'embedTournament',
    path: '/embed/tournaments/:id',
    page: 'tournaments/embed-tournament',
    title: 'Sơ đồ thi đấu nhúng',
    description: 'Sơ đồ thi đấu và xếp hạng để nhúng vào website.',
    layout: 'screen',
  },
  {
    id: 'tvTour',
    path: '/tv/tours/:id',
    page: 'tours/tv-tour',
    title: 'Màn hình TV của tour',
    description: 'Bảng xếp hạng của mùa tour trên TV.',
    layout: 'screen',
  },
  {
    id: 'embedTour',
    path: '/embed/tours/:id',
    page: 'tours/embed-tour',
    title: 'Bảng xếp hạng tour nhúng',
    description: 'Bảng xếp hạng của mùa tour để nhúng vào website.',
    layout: 'screen',
  },
  {
    id: 'overlayMatch',
    path: '/overlay/matches/:id',
    page: 'matches/overlay-match',
    title: 'Lớp phủ tỉ số trận đấu',
    description: 'Bảng tỉ số trong suốt cho phát trực tiếp (OBS, 1920×1080).',
    layout: 'screen',
  },
  {
    id: 'overlayTable',
    path: '/overlay/stores/:id/tables/:table',
    page: 'matches/overlay-table',
    title: 'Lớp phủ tỉ số của bàn',
    description: 'Bảng tỉ số của trận đang đấu tại một bàn của câu lạc bộ, cho phát trực tiếp.',
    layout: 'screen',
  },
] as const satisfies readonly RouteDefinition[];
