// Team leagues (issue 42): leagues, teams and their rosters, and team matches played game by game.

import {
  answerBodyWire,
  createLeagueBodyWire,
  createTeamBodyWire,
  gameScoreBodyWire,
  invitationsWire,
  inviteBodyWire,
  leaguePageWire,
  leagueWire,
  pickBodyWire,
  playoffBodyWire,
  teamMatchWire,
  teamPageWire,
} from '../wire/leagues';
import { endpoints } from './endpoint';
import { leagueListQuery } from './queries';

export const leagueEndpoints = endpoints({
  'leagues.list': {
    method: 'GET',
    path: '/v1/leagues',
    summary: 'Danh sách giải đồng đội',
    query: leagueListQuery,
    response: leaguePageWire,
    paged: true,
    shared: true,
  },
  'leagues.get': {
    method: 'GET',
    path: '/v1/leagues/:id',
    summary: 'Một giải đồng đội: bảng xếp hạng từng bảng, lịch thi đấu, các đội',
    response: leagueWire,
  },
  'leagues.create': {
    method: 'POST',
    path: '/v1/leagues',
    summary: 'Tạo giải đồng đội (các bảng, câu lạc bộ đăng cai, luật xếp đội hình)',
    body: createLeagueBodyWire,
    response: leagueWire,
    created: true,
  },
  'leagues.start': {
    method: 'POST',
    path: '/v1/leagues/:id/start',
    summary: 'Bắt đầu giải: xếp lịch vòng tròn hai lượt sân nhà – sân khách, mỗi tuần một vòng',
    whileState: 'giải đang nhận đội',
    response: leagueWire,
  },
  'leagues.playoff': {
    method: 'POST',
    path: '/v1/leagues/:id/playoff',
    summary:
      'Bốc thăm vòng playoff loại trực tiếp của các đội dẫn đầu (brackets-manager), khi vòng tròn đã xong',
    whileState: 'giải đang diễn ra, vòng tròn đã xong',
    body: playoffBodyWire,
    response: leagueWire,
  },
  'leagues.createTeam': {
    method: 'POST',
    path: '/v1/leagues/:id/teams',
    summary: 'Lập đội (người lập là đội trưởng)',
    whileState: 'giải đang nhận đội',
    body: createTeamBodyWire,
    response: teamPageWire,
    created: true,
  },
  'leagues.team': {
    method: 'GET',
    path: '/v1/league-teams/:id',
    summary: 'Trang đội: đội trưởng, danh sách cơ thủ và dự bị, các trận',
    response: teamPageWire,
  },
  'leagues.invite': {
    method: 'POST',
    path: '/v1/league-teams/:id/invitations',
    summary: 'Đội trưởng mời cơ thủ vào đội (chính thức hoặc dự bị)',
    body: inviteBodyWire,
    response: teamPageWire,
  },
  'leagues.answer': {
    method: 'POST',
    path: '/v1/league-teams/:id/answer',
    summary: 'Cơ thủ được mời nhận lời hoặc từ chối',
    body: answerBodyWire,
    response: teamPageWire,
  },
  'leagues.invitations': {
    method: 'GET',
    path: '/v1/league-invitations',
    summary: 'Lời mời vào đội đang chờ tôi trả lời',
    response: invitationsWire,
  },
  'leagues.match': {
    method: 'GET',
    path: '/v1/team-matches/:id',
    summary: 'Một trận đồng đội: đội hình, lượt xếp, các ván và tổng',
    response: teamMatchWire,
  },
  'leagues.pick': {
    method: 'POST',
    path: '/v1/team-matches/:id/lineup',
    summary: 'Đội trưởng xếp cơ thủ cho một ván, đúng lượt, trong mức trần điểm hạng',
    body: pickBodyWire,
    response: teamMatchWire,
  },
  'leagues.report': {
    method: 'POST',
    path: '/v1/team-matches/:id/games/:number/report',
    summary: 'Đội trưởng báo tỉ số một ván (cùng tỉ số với đội kia là xác nhận)',
    body: gameScoreBodyWire,
    response: teamMatchWire,
  },
  'leagues.confirm': {
    method: 'POST',
    path: '/v1/team-matches/:id/games/:number/confirm',
    summary: 'Đội trưởng đội kia xác nhận tỉ số đã báo',
    response: teamMatchWire,
  },
  'leagues.setGame': {
    method: 'PUT',
    path: '/v1/team-matches/:id/games/:number',
    summary: 'Ban tổ chức quyết định tỉ số một ván',
    body: gameScoreBodyWire,
    response: teamMatchWire,
  },
});
