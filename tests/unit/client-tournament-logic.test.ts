import { TOURNAMENT_STATUSES } from '../../src/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  emptyTournamentValues,
  tournamentFields,
  withGame,
} from '../../src/client/features/tournaments/form/tournament-values';
import { formatFee, fromDateTimeLocal, toDateTimeLocal } from '../../src/client/lib/format';
import { validateForm } from '../../src/client/lib/form-errors';
import { raceSummary, rankLimitsLabel, venueLabel } from '../../src/client/lib/labels';
import { pickParam, positiveIntParam } from '../../src/client/lib/url-params';
import { createTournamentInput } from '../../src/shared/schemas/tournaments';

describe('datetime-local ↔ ISO with offset', () => {
  it('keeps the instant and the shared schema accepts it', () => {
    const local = '2030-05-01T19:30';
    const iso = fromDateTimeLocal(local);
    expect(iso).toMatch(/^2030-05-01T19:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso)).toBe(new Date(local).getTime());
    expect(toDateTimeLocal(iso)).toBe(local);
  });

  it('leaves empty and unreadable values for the schema to reject', () => {
    expect(fromDateTimeLocal('')).toBe('');
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('không phải ngày')).toBe('');
  });
});

describe('labels', () => {
  it('says the rank limits the Vietnamese way', () => {
    expect(rankLimitsLabel(null, null)).toBe('Mọi hạng');
    expect(rankLimitsLabel('K', 'C')).toBe('Hạng K – C');
    expect(rankLimitsLabel('D', null)).toBe('Hạng D trở lên');
    expect(rankLimitsLabel(null, 'F')).toBe('Hạng F trở xuống');
  });

  it("says a tournament's race-to in one line, naming the rounds that change it", () => {
    const race = (early: number, quarterFinal: number, semiFinal: number, final: number) => ({
      raceTo: { early, quarterFinal, semiFinal, final },
    });
    expect(raceSummary({ ...race(5, 5, 5, 5), game: '9-ball', caromSets: 1 })).toBe('Chạm 5');
    expect(raceSummary({ ...race(5, 5, 7, 9), game: '9-ball', caromSets: 1 })).toBe(
      'Chạm 5, từ bán kết 7, chung kết 9',
    );
    expect(raceSummary({ ...race(30, 30, 30, 40), game: 'three-cushion', caromSets: 1 })).toBe(
      '30 điểm, chung kết 40 điểm',
    );
    expect(raceSummary({ ...race(15, 15, 15, 15), game: 'three-cushion', caromSets: 3 })).toBe(
      '15 điểm/séc',
    );
  });

  it('formats fees and venues', () => {
    expect(formatFee(0)).toBe('Miễn phí');
    expect(formatFee(1500)).toBe('1.500 xu');
    expect(venueLabel(null)).toBe('Chưa chọn địa điểm');
    expect(venueLabel({ id: 1, name: 'CLB Hoàng Gia', district: 'Cầu Giấy', city: 'Hà Nội' })).toBe(
      'CLB Hoàng Gia · Cầu Giấy, Hà Nội',
    );
  });
});

describe('tournament form values', () => {
  const now = new Date('2030-01-01T08:00:00');

  it('starts from a valid tournament (next Saturday, 19:00)', () => {
    const values = { ...emptyTournamentValues(now), name: 'Giải thử' };
    expect(values.startsAt).toBe('2030-01-05T19:00');
    const checked = validateForm(createTournamentInput, {
      ...tournamentFields(values),
      openRegistration: true,
    });
    expect(checked.ok).toBe(true);
  });

  it('turns blanks into schema errors, not zeros, and drops empty prize rows', () => {
    const fields = tournamentFields({
      ...emptyTournamentValues(now),
      name: 'Giải thử',
      maxPlayers: '',
    });
    expect(fields.maxPlayers).toBeNaN();
    expect(fields.prizes).toEqual([]);
    const checked = validateForm(createTournamentInput, { ...fields, openRegistration: true });
    expect(checked.ok ? null : checked.errors.maxPlayers).toEqual([
      'Số người chơi tối đa phải là một số',
    ]);
  });

  it('reports rank limits out of order on the maximum', () => {
    const fields = tournamentFields({
      ...emptyTournamentValues(now),
      name: 'Giải thử',
      minRank: 'C',
      maxRank: 'K',
    });
    const checked = validateForm(createTournamentInput, { ...fields, openRegistration: true });
    expect(checked.ok ? null : checked.errors.maxRank).toEqual([
      'Hạng tối đa phải cao hơn hoặc bằng hạng tối thiểu',
    ]);
  });

  it('keeps group settings only for groups + knockout', () => {
    const values = emptyTournamentValues(now);
    expect(tournamentFields(values).groupCount).toBeNull();
    expect(tournamentFields({ ...values, format: 'groups_knockout' }).groupCount).toBe(4);
  });

  it('turns a pool form into a carom one: targets, innings limit and carom tiebreaks', () => {
    const pool = {
      ...emptyTournamentValues(now),
      name: 'Giải 3 băng',
      format: 'round_robin' as const,
    };
    const carom = withGame(pool, 'three-cushion');
    // The races left at pool's defaults become carom targets; tiebreaks follow the game.
    expect(carom.raceTo).toEqual({ early: '30', quarterFinal: '30', semiFinal: '35', final: '40' });
    expect(carom.tiebreaks).toEqual([
      'matchPoints',
      'generalAverage',
      'headToHead',
      'bestGameAverage',
      'highRun',
    ]);
    const fields = tournamentFields({
      ...carom,
      inningsLimit: '50',
      shotClockSeconds: '40',
      caromDraws: true,
    });
    expect(fields).toMatchObject({
      inningsLimit: 50,
      caromTiebreak: 'penalty_shots',
      caromDraws: true,
      shotClock: { seconds: 40, extensions: 1 },
    });
    // Draws belong to a table: a knockout event sends none, whatever the hidden switch says.
    expect(
      tournamentFields({ ...carom, caromDraws: true, format: 'single_elimination' }),
    ).toMatchObject({ caromDraws: false });
    expect(validateForm(createTournamentInput, { ...fields, openRegistration: true }).ok).toBe(
      true,
    );
    // A pool event refuses carom targets and carom criteria, saying so in Vietnamese.
    const back = withGame({ ...carom, raceTo: { ...carom.raceTo, final: '60' } }, '9-ball');
    expect(back.tiebreaks).toEqual(['matchPoints', 'headToHead', 'rackDifference']);
    expect(tournamentFields(back)).toMatchObject({
      inningsLimit: null,
      shotClock: null,
      caromDraws: false,
    });
    const checked = validateForm(createTournamentInput, {
      ...tournamentFields({ ...back, tiebreaks: ['matchPoints', 'highRun'] }),
      openRegistration: true,
    });
    expect(checked.ok ? null : checked.errors).toMatchObject({
      raceTo: ['Số ván chạm tối đa là 50'],
      tiebreaks: ['Tiêu chí này chỉ dùng cho carom (tính theo biên bản từng lượt)'],
    });
  });

  it('sends only what an edit changed', () => {
    const saved = tournamentFields({ ...emptyTournamentValues(now), name: 'Giải cũ' });
    const next = { ...saved, name: 'Giải mới', raceTo: { ...saved.raceTo, final: 11 } };
    expect(changedFields(next, saved)).toEqual({ name: 'Giải mới', raceTo: next.raceTo });
    expect(changedFields(saved, saved)).toEqual({});
  });
});

describe('list state in the URL', () => {
  it('accepts only known values and positive integers', () => {
    expect(pickParam('ongoing', TOURNAMENT_STATUSES)).toBe('ongoing');
    expect(pickParam('bogus', TOURNAMENT_STATUSES)).toBeUndefined();
    expect(pickParam(null, TOURNAMENT_STATUSES)).toBeUndefined();
    expect(positiveIntParam('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'abc', '', null, '99999999999']) {
      expect(positiveIntParam(bad)).toBeUndefined();
    }
  });
});
