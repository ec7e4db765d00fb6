// Ranking tours: seasons of events whose final places earn points (issue 42).
import { tournamentWire } from '../wire/tournaments';
import {
  createTourBodyWire,
  playerToursWire,
  setTournamentTourBodyWire,
  tourPageWire,
  tourStandingsWire,
  tourWire,
  updateTourBodyWire,
} from '../wire/tours';
import { endpoints } from './endpoint';
import { tourListQuery } from './queries';

export const tourEndpoints = endpoints({
  'tours.list': {
    method: 'GET',
    path: '/v1/tours',
    summary: 'Danh sách tour xếp hạng (lọc theo môn, trạng thái mùa)',
    query: tourListQuery,
    response: tourPageWire,
    paged: true,
    shared: true,
  },
  'tours.get': {
    method: 'GET',
    path: '/v1/tours/:id',
    summary: 'Một mùa tour: luật tính điểm, các hạng giải, các giải thuộc tour',
    response: tourWire,
  },
  'tours.standings': {
    method: 'GET',
    path: '/v1/tours/:id/standings',
    summary:
      'Bảng xếp hạng mùa: điểm từng cơ thủ theo thứ hạng ở các giải đã có kết quả cuối cùng, các kết quả được tính và điểm chuyển từ mùa trước',
    response: tourStandingsWire,
    shared: true,
  },
  'tours.create': {
    method: 'POST',
    path: '/v1/tours',
    summary: 'Tạo một mùa tour',
    body: createTourBodyWire,
    response: tourWire,
    created: true,
  },
  'tours.update': {
    patch: { read: 'tours.get' },
    method: 'PUT',
    path: '/v1/tours/:id',
    summary: 'Sửa mùa tour (chỉ ban tổ chức tour)',
    body: updateTourBodyWire,
    response: tourWire,
  },
  'tournaments.setTour': {
    method: 'PUT',
    path: '/v1/tournaments/:id/tour',
    summary: 'Gắn giải vào một tour với hạng giải, hoặc bỏ ra (trước khi giải bắt đầu)',
    body: setTournamentTourBodyWire,
    response: tournamentWire,
  },
  'players.tours': {
    method: 'GET',
    path: '/v1/players/:id/tours',
    summary: 'Các mùa tour một cơ thủ có điểm, mới nhất trước',
    response: playerToursWire,
  },
});
