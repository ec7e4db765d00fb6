// The Vietnamese names of the domain's codes (src/client/lib/labels.ts): what a match's badge says.
import { describe, expect, it } from 'vitest';
import { matchStateColor, matchStateLabel } from '../../src/client/lib/labels';

describe("a match's state badge", () => {
  it('says how a match ended when it was not played out', () => {
    expect(matchStateLabel({ status: 'finished', resultType: 'walkover' })).toBe('W.O.');
    expect(matchStateLabel({ status: 'finished', resultType: 'retired' })).toBe('Bỏ cuộc');
    expect(matchStateLabel({ status: 'finished', resultType: 'disqualified' })).toBe('Truất quyền');
    expect(matchStateColor({ status: 'finished', resultType: 'walkover' })).toBe('orange');
  });

  it('says the status of a match played out or still to play', () => {
    expect(matchStateLabel({ status: 'finished', resultType: 'played' })).toBe('Đã kết thúc');
    expect(matchStateColor({ status: 'finished', resultType: 'played' })).toBe('emerald');
    expect(matchStateLabel({ status: 'live', resultType: 'played' })).toBe('Đang đấu');
  });
});
