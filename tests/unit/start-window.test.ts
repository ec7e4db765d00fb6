// The tournament list's "when" filters count Vietnam's days, whatever the server's time zone.
import { describe, expect, it } from 'vitest';
import { startWindow } from '../../src/shared/start-window';

/** An instant written in Vietnam's local time (UTC+7). */
const vn = (local: string) => new Date(`${local}+07:00`);

describe('startWindow', () => {
  it('today runs from midnight to midnight in Vietnam, also late in the UTC day', () => {
    // 23:30 on Friday 27 November in Vietnam is still the 27th's afternoon in UTC.
    expect(startWindow('today', vn('2026-11-27T23:30:00'))).toEqual({
      from: vn('2026-11-27T00:00:00'),
      to: vn('2026-11-28T00:00:00'),
    });
    // 06:00 on the 28th in Vietnam is 23:00 on the 27th in UTC.
    expect(startWindow('today', vn('2026-11-28T06:00:00')).from).toEqual(vn('2026-11-28T00:00:00'));
  });

  it("the weekend is this week's Saturday and Sunday, today's on a weekend day", () => {
    const weekend = { from: vn('2026-11-28T00:00:00'), to: vn('2026-11-30T00:00:00') };
    expect(startWindow('weekend', vn('2026-11-25T10:00:00'))).toEqual(weekend); // Wednesday
    expect(startWindow('weekend', vn('2026-11-28T08:00:00'))).toEqual(weekend); // Saturday
    expect(startWindow('weekend', vn('2026-11-29T22:00:00'))).toEqual(weekend); // Sunday night
    expect(startWindow('weekend', vn('2026-11-30T01:00:00'))).toEqual({
      from: vn('2026-12-05T00:00:00'),
      to: vn('2026-12-07T00:00:00'),
    }); // Monday: the next one
  });

  it('the week is seven days from today; the month is the calendar month', () => {
    expect(startWindow('week', vn('2026-11-28T15:00:00'))).toEqual({
      from: vn('2026-11-28T00:00:00'),
      to: vn('2026-12-05T00:00:00'),
    });
    expect(startWindow('month', vn('2026-12-31T23:59:00'))).toEqual({
      from: vn('2026-12-01T00:00:00'),
      to: vn('2027-01-01T00:00:00'),
    });
  });
});
