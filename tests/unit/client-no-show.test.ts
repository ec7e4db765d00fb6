// The no-show clock's reading on the board and the match page: running, both there, or expired
// with who has not come.
import { describe, expect, it } from 'vitest';
import { clockText, noShowOf } from '../../src/client/lib/no-show';

const at = Date.parse('2026-11-29T10:00:00Z');
const call = (present1: boolean, present2: boolean) => ({
  at: new Date(at).toISOString(),
  deadline: new Date(at + 10 * 60_000).toISOString(),
  present1,
  present2,
});

describe('the no-show clock', () => {
  it('runs until the deadline, in whole seconds left', () => {
    expect(noShowOf(call(false, false), at)).toEqual({ kind: 'running', left: 600 });
    expect(noShowOf(call(true, false), at + 599_500)).toEqual({ kind: 'running', left: 1 });
  });

  it('stops once both players are at the table, deadline or not', () => {
    expect(noShowOf(call(true, true), at + 3_600_000)).toEqual({ kind: 'present' });
  });

  it('names who has not come once the time is up', () => {
    expect(noShowOf(call(true, false), at + 600_000)).toEqual({
      kind: 'expired',
      over: 0,
      absent: 2,
    });
    expect(noShowOf(call(false, true), at + 665_000)).toMatchObject({ over: 65, absent: 1 });
    expect(noShowOf(call(false, false), at + 700_000)).toMatchObject({ absent: 'both' });
  });

  it('writes minutes and seconds', () => {
    expect([clockText(600), clockText(65), clockText(9)]).toEqual(['10:00', '1:05', '0:09']);
  });
});
