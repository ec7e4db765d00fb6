// Players: the lookup, a player's pages, head-to-head and the organiser's rank decision.
import {
  achievementPageWire,
  headToHeadWire,
  playerMatchPageWire,
  playerPageWire,
  playerProfileWire,
  playerScheduleWire,
  rankEventListWire,
  ratingHistoryWire,
  setRankBodyWire,
} from '../wire/players';
import { endpoints } from './endpoint';
import { headToHeadQuery, pageQuery, playerListQuery, ratingHistoryQuery } from './queries';

export const playerEndpoints = endpoints({
  'players.list': {
    method: 'GET',
    path: '/v1/players',
    summary: 'Danh sách người chơi (tìm kiếm, lọc theo hạng)',
    query: playerListQuery,
    response: playerPageWire,
    paged: true,
    shared: true,
  },
  'players.get': {
    method: 'GET',
    path: '/v1/players/:id',
    summary: 'Hồ sơ công khai của một người chơi',
    response: playerProfileWire,
  },
  'players.ratingHistory': {
    method: 'GET',
    path: '/v1/players/:id/rating-history',
    summary: 'Lịch sử điểm xếp hạng (pool hoặc carom)',
    query: ratingHistoryQuery,
    response: ratingHistoryWire,
  },
  'players.achievements': {
    method: 'GET',
    path: '/v1/players/:id/achievements',
    summary: 'Thành tích',
    query: pageQuery,
    response: achievementPageWire,
    paged: true,
  },
  'players.matchHistories': {
    method: 'GET',
    path: '/v1/players/:id/matches',
    summary: 'Lịch sử trận đấu',
    query: pageQuery,
    response: playerMatchPageWire,
    paged: true,
  },
  'players.schedule': {
    method: 'GET',
    path: '/v1/players/:id/schedule',
    summary: 'Lịch thi đấu sắp tới (giải đã đăng ký, trận chưa đấu)',
    response: playerScheduleWire,
  },
  'players.headToHead': {
    method: 'GET',
    path: '/v1/players/:id/versus',
    summary:
      'Đối đầu: thành tích giữa hai cơ thủ, các lần gặp gần nhất, tỉ lệ thắng và số ván chạm công bằng',
    query: headToHeadQuery,
    response: headToHeadWire,
  },
  'players.rankEvents': {
    method: 'GET',
    path: '/v1/players/:id/rank-events',
    summary:
      'Các giải người gọi quản lý mà cơ thủ đã thi đấu: giải mà một quyết định về hạng của cơ thủ phải nêu',
    response: rankEventListWire,
  },
  'players.setRank': {
    method: 'PUT',
    path: '/v1/players/:id/rank',
    summary: 'Xét lại hạng của người chơi',
    body: setRankBodyWire,
    response: playerProfileWire,
  },
});
