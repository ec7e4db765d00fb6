// One permission table (issue 16, src/shared/permissions.ts): every operation, asked by every
// fixture account and by a visitor, through `/trpc` and through `/app-api`, is let in or refused
// alike on both, as the table says. Requests carry no valid input, so nothing changes: a caller
// let in gets a validation error, a 404 or a read; a refused one gets 401 or 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { APP_API, paramNamesOf } from '../../src/shared/contract';
import { ACCESS, allows, type Operation } from '../../src/shared/permissions';
import type { RunningServer } from '../../src/server/server';
import { startLocalServer } from '../support/local-server';
import { hasProcedure, logIn, viaAppApi, viaTrpc } from '../support/two-doors';

let server: RunningServer;
/** Session tokens by account; null for the visitor. */
const sessions = new Map<string, { token: string | null; permissions: readonly string[] | null }>();

const ACCOUNTS = ['organizer', 'player', 'viewer', 'operator'] as const;

beforeAll(async () => {
  server = await startLocalServer();
  sessions.set('visitor', { token: null, permissions: null });
  for (const name of ACCOUNTS) {
    const account = FIXTURE_ACCOUNTS[name];
    const token = await logIn(server.url, account.username, account.password);
    sessions.set(name, { token, permissions: account.permissions });
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
});

// `auth.me` and `auth.logout` answer a visitor on `/trpc` by design (null, and nothing to do:
// PRODUCT.md §4), and an upstream logout would end the session the walk goes on with.
const BFF_OWN_RULE: Operation[] = ['auth.me', 'auth.logout'];
const OPERATIONS = (Object.keys(ACCESS) as Operation[]).filter(
  (op) => ACCESS[op] !== 'bank' && !BFF_OWN_RULE.includes(op),
);

const refused = (status: number) => status === 401 || status === 403;

// `[]` is no procedure's input: the permission answers first, or the input check does.
const trpcStatus = async (op: Operation, token: string | null) =>
  (await viaTrpc(server.url, op, token, [])).status;

const appApiStatus = async (op: Operation, token: string | null) =>
  (
    await viaAppApi(server.url, op, token, {
      params: Object.fromEntries(paramNamesOf(APP_API[op].path).map((name) => [name, 999_999])),
      query: 'page=x',
      body: [],
    })
  ).status;

describe('the permission table, on /trpc and /app-api', () => {
  it('names a procedure for every operation', () => {
    expect(OPERATIONS.filter((op) => !hasProcedure(op))).toEqual([]);
  });

  it('lets in and refuses the same callers on both, as the table says', async () => {
    const cells: string[] = [];
    const disagreements: string[] = [];
    for (const op of OPERATIONS) {
      for (const [name, session] of sessions) {
        const expected = allows(
          ACCESS[op],
          session.permissions ? { permissions: session.permissions } : null,
        );
        const [bff, upstream] = await Promise.all([
          trpcStatus(op, session.token),
          appApiStatus(op, session.token),
        ]);
        cells.push(`${op} × ${name}`);
        const said = { bff: !refused(bff), upstream: !refused(upstream) };
        if (said.bff !== expected || said.upstream !== expected) {
          disagreements.push(
            `${op} as ${name}: table ${expected}, /trpc ${bff}, /app-api ${upstream}`,
          );
        }
      }
    }
    // The figure a report quotes (process.stdout: the lint rules keep console for warnings).
    process.stdout.write(
      `permission matrix: ${OPERATIONS.length} operations × ${sessions.size} callers × 2 surfaces = ${cells.length * 2} checks\n`,
    );
    expect(disagreements).toEqual([]);
  }, 120_000);
});
