import { describe, expect, it } from 'vitest';
import type { Match } from '../../src/shared/schemas/matches';
import { deepCamelKeys, deepSnakeKeys } from '../../src/shared/wire/case';
import { changePasswordRequestWire, signupRequestWire } from '../../src/shared/wire/auth';
import { toWire, wireNameOf } from '../../src/shared/wire/derive';
import { matchWire } from '../../src/shared/wire/matches';
import { tournamentPageWire } from '../../src/shared/wire/tournaments';

const player = {
  id: 7,
  username: 'player',
  fullName: 'Trần Minh Tuấn',
  avatar: null,
  rank: 'F',
  rating: 512,
  provisional: false,
} as const;

const match: Match = {
  id: 3,
  tournament: {
    id: 1,
    name: 'Giải mùa thu',
    game: '9-ball',
    format: 'single_elimination',
    store: { id: 2, name: 'CLB Bida Sài Gòn' },
  },
  roundLabel: 'Bán kết',
  roundKey: 'semiFinal',
  number: 1,
  player1: player,
  player2: null,
  race1: 7,
  race2: 5,
  score1: 2,
  score2: 0,
  status: 'live',
  winnerId: null,
  resultType: 'played',
  tableLabel: 'Bàn 3',
  scheduledAt: null,
  startedAt: '2026-11-22T10:00:00.000Z',
  finishedAt: null,
  referee: null,
  updatedAt: '2026-11-22T10:05:00.000Z',
  report: null,
  call: null,
  next: null,
  carom: null,
  viewer: { canScore: false, canReport: false, canAward: false },
};

describe('derived wire schemas', () => {
  it('send snake_case and read back the same camelCase value', () => {
    const sent = deepSnakeKeys(match);
    expect(sent).toMatchObject({
      round_label: 'Bán kết',
      round_key: 'semiFinal',
      player1: { full_name: 'Trần Minh Tuấn' },
    });
    expect(matchWire.parse(JSON.parse(JSON.stringify(sent)))).toEqual(match);
  });

  it('map a paginated body, meta included, and drop unknown fields', () => {
    const body = { data: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1, extra: true } };
    expect(tournamentPageWire.parse(body)).toEqual({
      data: [],
      meta: { page: 1, perPage: 20, total: 0, lastPage: 1 },
    });
  });

  it('reject a body that breaks the domain schema', () => {
    expect(matchWire.safeParse(deepSnakeKeys({ ...match, status: 'paused' })).success).toBe(false);
  });

  it('read a hostile body nested 100 000 deep without overflowing the stack', () => {
    let body: unknown = { race_to: 1 };
    for (let i = 0; i < 100_000; i++) body = i % 2 ? [body] : { nested_value: body };
    expect(matchWire.safeParse(body).success).toBe(false);
  });

  it('keep a `__proto__` key a key, never the prototype of the copy', () => {
    const copy = deepCamelKeys(JSON.parse('{"__proto__":{"can_score":true}}')) as object;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect('canScore' in copy).toBe(false);
  });
});

describe('a wire with a declared rename', () => {
  const details = {
    ticket: 'x'.repeat(40),
    username: 'tuan_bida',
    fullName: 'Trần Minh Tuấn',
    password: 'mat-khau-9',
    confirmPassword: 'mat-khau-9',
    rank: 'F',
  } as const;

  it("is written and read under the specification's name, the rest in snake_case", () => {
    const sent = toWire(signupRequestWire, details);
    expect(sent).toEqual({
      ticket: details.ticket,
      username: 'tuan_bida',
      full_name: 'Trần Minh Tuấn',
      password: 'mat-khau-9',
      password_confirmation: 'mat-khau-9',
      rank: 'F',
    });
    expect(signupRequestWire.parse(sent)).toEqual(details);
    expect(toWire(changePasswordRequestWire, { confirmPassword: 'a' })).toEqual({
      new_password_confirmation: 'a',
    });
  });

  it('names its field errors as the wire does', () => {
    expect(wireNameOf(signupRequestWire, 'confirmPassword')).toBe('password_confirmation');
    expect(wireNameOf(signupRequestWire, 'fullName')).toBe('full_name');
    const refused = signupRequestWire.safeParse({
      ...(toWire(signupRequestWire, details) as object),
      password_confirmation: 'khac',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});
