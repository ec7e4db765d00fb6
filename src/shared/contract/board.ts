// The table board of a running tournament (issue 19): read by anyone, changed by its managers.
import {
  boardWire,
  boardSettingsBodyWire,
  queueChangeBodyWire,
  swapMatchesBodyWire,
} from '../wire/tournaments';
import { endpoints } from './endpoint';

export const boardEndpoints = endpoints({
  'tournaments.board': {
    method: 'GET',
    path: '/v1/tournaments/:id/board',
    summary: 'Bảng bàn: các bàn (trống, đã gọi, đang đấu), hàng chờ với giờ bắt đầu dự kiến',
    response: boardWire,
  },
  'tournaments.configureBoard': {
    method: 'PUT',
    path: '/v1/tournaments/:id/board',
    summary: 'Chọn các bàn của giải và thời gian nghỉ tối thiểu; bàn trống gọi trận tiếp theo',
    body: boardSettingsBodyWire,
    response: boardWire,
  },
  'tournaments.swapMatches': {
    method: 'POST',
    path: '/v1/tournaments/:id/board/swap',
    summary: 'Đổi chỗ hai trận chưa bắt đầu (đổi bàn, hoặc đưa trận đang chờ vào bàn)',
    whileState: 'giải đang diễn ra',
    body: swapMatchesBodyWire,
    response: boardWire,
  },
  'matches.queue': {
    method: 'PUT',
    path: '/v1/matches/:id/queue',
    summary: 'Giữ lại hoặc thả một trận, hoặc ghim trận vào một bàn',
    whileState: 'giải đang diễn ra',
    body: queueChangeBodyWire,
    response: boardWire,
  },
});
