// Matches: the live ones, a player's own, and what scorers, players and managers send to one.
import {
  assignMatchBodyWire,
  correctResultBodyWire,
  matchHistoryWire,
  matchListWire,
  matchPageWire,
  matchWire,
  recordProtocolBodyWire,
  revertMatchBodyWire,
  scoreMatchBodyWire,
} from '../wire/matches';
import { endpoints } from './endpoint';
import { myMatchesQuery, venueTableQuery } from './queries';

export const matchEndpoints = endpoints({
  'matches.joined': {
    method: 'GET',
    path: '/v1/matches/joined',
    summary: 'Trận của tôi',
    query: myMatchesQuery,
    response: matchPageWire,
    paged: true,
  },
  'matches.live': {
    method: 'GET',
    path: '/v1/matches/live',
    summary: 'Các trận đang diễn ra',
    response: matchListWire,
  },
  'matches.atTable': {
    method: 'GET',
    path: '/v1/matches/at-table',
    summary: 'Trận đang đấu (hoặc đã gọi) tại một bàn của câu lạc bộ',
    query: venueTableQuery,
    response: matchWire.nullable(),
  },
  'matches.get': {
    method: 'GET',
    path: '/v1/matches/:id',
    summary: 'Một trận',
    response: matchWire,
  },
  'matches.start': {
    publicChange: 'announced',
    method: 'POST',
    path: '/v1/matches/:id/start',
    summary: 'Bắt đầu trận (người quản lý giải)',
    response: matchWire,
  },
  'matches.score': {
    publicChange: 'announced',
    method: 'POST',
    path: '/v1/matches/:id/score',
    summary: 'Ghi điểm (người quản lý giải)',
    body: scoreMatchBodyWire,
    response: matchWire,
  },
  'matches.protocol': {
    publicChange: 'announced',
    method: 'PUT',
    path: '/v1/matches/:id/protocol',
    summary: 'Ghi biên bản carom từng lượt cơ; xác nhận khi ván đã kết thúc (người ghi điểm)',
    whileState: 'giải đang diễn ra, trận carom đang đấu, biên bản của máy là biên bản hiện tại',
    body: recordProtocolBodyWire,
    response: matchWire,
  },
  'matches.correct': {
    method: 'POST',
    path: '/v1/matches/:id/correct',
    summary: 'Sửa kết quả trận đã xong (người quản lý giải)',
    body: correctResultBodyWire,
    response: matchWire,
  },
  'matches.history': {
    method: 'GET',
    path: '/v1/matches/:id/history',
    summary: 'Lịch sử kết quả của trận: ai đổi, lúc nào, từ tỉ số nào sang tỉ số nào',
    response: matchHistoryWire,
  },
  'matches.revert': {
    method: 'POST',
    path: '/v1/matches/:id/revert',
    summary: 'Hoàn tác thay đổi mới nhất của kết quả trận (người quản lý giải)',
    whileState: 'giải đang diễn ra, thay đổi là thay đổi mới nhất của trận và trận đã có kết quả',
    body: revertMatchBodyWire,
    response: matchWire,
  },
  'matches.report': {
    publicChange: 'announced',
    method: 'POST',
    path: '/v1/matches/:id/report',
    summary:
      'Cơ thủ báo tỉ số chung cuộc; đối thủ báo cùng tỉ số là xác nhận, khác tỉ số là tranh chấp',
    whileState: 'giải cho cơ thủ tự ghi điểm và trận đang ở trên bàn',
    body: correctResultBodyWire,
    response: matchWire,
  },
  'matches.assign': {
    publicChange: 'announced',
    method: 'PUT',
    path: '/v1/matches/:id/assign',
    summary: 'Xếp bàn và giờ (người quản lý giải)',
    body: assignMatchBodyWire,
    response: matchWire,
  },
});
