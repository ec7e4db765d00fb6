// Every update is a patch, in every domain: a field not sent keeps its value. Generated from the
// contract: each endpoint it declares a patch (`patch: { read }`) changes one field through the
// BFF's procedure, and the read shows every other field as it was. A new patch endpoint fails the
// typecheck here until it has a sample; an `*.update*` endpoint not declared a patch fails below.
import { describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { tournamentInput } from '../../fixtures/tournament-input';
import { APP_API, type AppApi } from '../../src/shared/contract';
import type { Operation } from '../../src/shared/permissions';
import { vietnamDay } from '../../src/shared/tour-rules';
import { appRouter } from '../../src/server/routers';
import { demoUpstreamOf, upstreamTargets, type DemoCaller } from '../support/demo-procedures';
import { signedInCaller } from '../support/embedded-upstream';

type PatchOperation = {
  [K in keyof AppApi]: AppApi[K] extends { patch: object } ? K : never;
}[keyof AppApi];

interface PatchSample {
  account: keyof typeof FIXTURE_ACCOUNTS;
  /** Makes a resource whose every field holds a value other than its default: its path ids. */
  setUp(caller: DemoCaller): Promise<Record<string, number>>;
  /** One field, changed. */
  change: Record<string, unknown>;
}

const DAY = 86_400_000;
const day = (offset: number) => vietnamDay(new Date(Date.now() + offset * DAY));

const SAMPLES: Record<PatchOperation, PatchSample> = {
  'tours.update': {
    account: 'organizer',
    async setUp(caller) {
      const season = {
        family: 'pool' as const,
        tiers: [{ name: 'A', points: [30, 20, 10] }],
        bestOf: 2,
        rollover: 'halve' as const,
      };
      const previous = await caller.tours.create({
        ...season,
        name: 'Mùa thử trước',
        startsOn: day(-90),
        endsOn: day(-31),
      });
      const { id } = await caller.tours.create({
        ...season,
        name: 'Mùa thử sau',
        description: 'Giới thiệu mùa giải',
        startsOn: day(-30),
        endsOn: day(30),
        previousId: previous.id,
        open: true,
      });
      return { id };
    },
    change: { name: 'Mùa thử sau (đổi tên)' },
  },
  'tournaments.update': {
    account: 'organizer',
    async setUp(caller) {
      const { id } = await caller.tournaments.create(
        tournamentInput({
          name: 'Giải thử sửa một trường',
          description: 'Mô tả giữ nguyên',
          maxPlayers: 16,
          entryFee: 20,
          minRank: 'H',
          maxRank: 'C',
          handicap: true,
          thirdPlaceMatch: true,
        }),
      );
      return { id };
    },
    change: { name: 'Giải thử đã đổi tên' },
  },
  'auth.updateInfo': {
    account: 'player',
    async setUp(caller) {
      await caller.auth.updateInfo({
        email: 'player@bidahub.test',
        address: 'Số 1 Hàng Bông',
        bio: 'Đánh 9 bi mỗi tối',
      });
      return {};
    },
    change: { fullName: 'Cơ thủ Đổi Tên' },
  },
  'notifications.updateSettings': {
    account: 'player',
    async setUp(caller) {
      await caller.notifications.updateSettings({ up: false, next: false });
      return {};
    },
    change: { up: true },
  },
};

/** The procedure of `op` on `caller` (operations and procedures share their names). */
function procedureOf(caller: DemoCaller, op: Operation): (input?: unknown) => Promise<unknown> {
  const [domain = '', name = ''] = op.split('.');
  const procedures = (caller as unknown as Record<string, Record<string, unknown>>)[domain];
  const procedure = procedures?.[name];
  if (typeof procedure !== 'function') throw new Error(`no procedure ${op}`);
  return procedure as (input?: unknown) => Promise<unknown>;
}

const patchOperations = (Object.keys(APP_API) as Operation[]).filter(
  (op): op is PatchOperation => 'patch' in APP_API[op],
);

describe('the contract’s patches', () => {
  it('include every update endpoint', () => {
    const updates = (Object.keys(APP_API) as Operation[]).filter((op) => /\.update/.test(op));
    expect(patchOperations).toEqual(expect.arrayContaining(updates));
  });

  it.each(patchOperations)('%s: a body of no fields names none, at both ends', (op) => {
    const endpoint = APP_API[op];
    expect(endpoint.body.parse({})).toEqual({});
    // The BFF's input: the path's ids and nothing the caller did not send.
    const procedure = (appRouter._def.procedures as Record<string, unknown>)[op] as {
      _def: { inputs: { parse(value: unknown): unknown }[] };
    };
    const params = /:id\b/.test(endpoint.path) ? { id: 1 } : {};
    for (const input of procedure._def.inputs) expect(input.parse(params)).toEqual(params);
  });
});

describe.each(upstreamTargets())('patches on $label', (target) => {
  const demo = demoUpstreamOf(target);

  it.each(patchOperations)('%s changes the field it names and keeps every other', async (op) => {
    const sample = SAMPLES[op];
    const { username, password } = FIXTURE_ACCOUNTS[sample.account];
    const { caller } = await signedInCaller(demo.embedded.upstream, username, password);
    const params = await sample.setUp(caller);
    const read = () =>
      procedureOf(
        caller,
        APP_API[op].patch.read,
      )(Object.keys(params).length > 0 ? params : undefined) as Promise<Record<string, unknown>>;

    const before = await read();
    await procedureOf(caller, op)({ ...params, ...sample.change });
    const after = await read();

    for (const [field, value] of Object.entries(sample.change)) {
      expect(after[field], field).toEqual(value);
    }
    const unchanged = (answer: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(answer).filter(([field]) => !(field in sample.change)));
    expect(unchanged(after)).toEqual(unchanged(before));
  });
});
