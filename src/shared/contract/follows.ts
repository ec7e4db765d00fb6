// Following clubs, tours and players, and the feed of their coming events (issue 42).
import { followFeedWire, followsWire, setFollowBodyWire } from '../wire/tours';
import { endpoints } from './endpoint';

export const followEndpoints = endpoints({
  'follows.list': {
    method: 'GET',
    path: '/v1/follows',
    summary: 'Những gì tôi theo dõi: câu lạc bộ, tour, cơ thủ',
    response: followsWire,
  },
  'follows.set': {
    method: 'PUT',
    path: '/v1/follows',
    summary: 'Theo dõi hoặc bỏ theo dõi một câu lạc bộ, tour hoặc cơ thủ (gửi lại không đổi gì)',
    body: setFollowBodyWire,
    response: followsWire,
    publicChange: 'none',
  },
  'follows.feed': {
    method: 'GET',
    path: '/v1/follows/feed',
    summary:
      'Giải sắp diễn ra hoặc đang diễn ra của câu lạc bộ, tour tôi theo dõi và giải cơ thủ tôi theo dõi tham gia',
    response: followFeedWire,
  },
});
