// Bad input never yields a 5xx: every tRPC procedure (found on `appRouter`, so a new one is
// fuzzed too) and every REST endpoint of the embedded upstream (found on its Express router) is
// sent generated and hand-written hostile requests over real HTTP, anonymous and signed in.
// Each answer must be below 500; an error must say what went wrong in Vietnamese, without a
// stack trace. Findings are collected first and grouped, so one failure lists every case.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { createAppApiRouter, type AppApiDeps } from '../../src/app-api';
import { logger as appApiLogger } from '../../src/app-api/logger';
import { startServer, type RunningServer } from '../../src/server/server';
import { createBidaHubClient } from '../../src/server/typed-client';
import { DEMO_FIREBASE_PROJECT_ID } from '../../src/shared/schemas/firebase';
import { toSnakeCase } from '../../src/shared/wire/case';
import { memoryDatabase } from '../support/databases';
import { aimAt, findings, grouped, sendAll, tally, type Identity } from '../support/fuzz/probes';

/** The server under test, once started. */
let base = '';
import { listEndpoints, restProbes, type Endpoint } from '../support/fuzz/rest-probes';
import {
  generatedProbes,
  handWrittenProbes,
  listProcedures,
  RUNS_PER_PROCEDURE,
  unknownProcedureProbes,
} from '../support/fuzz/trpc-probes';
import { allKeys } from '../support/fuzz/values';

/**
 * What ends the caller's session (or all of the user's): fuzzed on a throwaway session, so the
 * others stay signed in to the end. The REST campaign has sessions of its own for the same reason.
 */
const SESSION_ENDING = new Set([
  'auth.logout',
  'auth.changePassword',
  'auth.phoneResetPassword',
  'POST /auth/logout',
  'POST /auth/password',
  'POST /auth/phone-reset-password',
]);

let server: RunningServer;
let organizerToken = '';
let identities: { anonymous: Identity[]; signedIn: Identity[] };

async function tokenOf(account: { username: string; password: string }): Promise<string> {
  const client = createBidaHubClient({ url: base });
  await client.login(account.username, account.password);
  return client.token as string;
}

async function setUp() {
  // A Firebase project (the demo one, never reaching Google): bad phone tokens are then refused
  // as invalid (422), where an unconfigured server answers every phone sign-up 503.
  vi.stubEnv('FIREBASE_PROJECT_ID', DEMO_FIREBASE_PROJECT_ID);
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: memoryDatabase(),
    clientDir: null,
  });
  base = `http://127.0.0.1:${server.port}`;
  aimAt(base);
  const { organizer, operator, viewer } = FIXTURE_ACCOUNTS;
  const tokens = await Promise.all(
    [organizer, operator, organizer, operator, viewer].map((account) => tokenOf(account)),
  );
  const [bffOrganizer, bffOperator, restOrganizer, restOperator, throwaway] = tokens as [
    string,
    string,
    string,
    string,
    string,
  ];
  organizerToken = bffOrganizer;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const session = (target: string, token: string) =>
    SESSION_ENDING.has(target) ? throwaway : token;
  identities = {
    anonymous: [
      { name: 'anonymous', headers: () => ({}), restHeaders: () => ({}) },
      {
        name: 'forged token',
        headers: () => ({ cookie: 'token=forged-or-revoked' }),
        restHeaders: () => bearer('forged-or-revoked'),
      },
    ],
    signedIn: [
      {
        name: 'organizer',
        headers: (info) => bearer(session(info.path, bffOrganizer)),
        restHeaders: (endpoint) => bearer(session(endpoint, restOrganizer)),
      },
      {
        name: 'operator (cookie)',
        headers: (info) => ({ cookie: `token=${session(info.path, bffOperator)}` }),
        restHeaders: (endpoint) => bearer(session(endpoint, restOperator)),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------

const procedures = listProcedures();
// Logged by the embedded upstream when a request failed for a reason it did not foresee.
const unexpected: string[] = [];

beforeAll(async () => {
  vi.spyOn(appApiLogger, 'error').mockImplementation((...args: unknown[]) => {
    const [fields, message] = args as [{ method?: string; url?: string; err?: unknown }, string];
    if (message === 'unexpected error') {
      unexpected.push(
        `${fields.method} ${String(fields.url).slice(0, 100)}: ${String(fields.err)}`,
      );
    }
  });

  // The endpoints, read off the upstream's router; built to be read, never called, so it needs
  // no services. The published API documents take no input: nothing to fuzz.
  const documents = new Set(['/openapi.json', '/reference']);
  const endpoints = listEndpoints(createAppApiRouter({} as AppApiDeps)).filter(
    (endpoint) => !documents.has(endpoint.path),
  );

  await setUp();
  const started = performance.now();
  // The first procedure of each kind also gets the transport-level cases in full.
  const thorough = new Set(
    (['query', 'mutation', 'subscription'] as const).flatMap((type) =>
      procedures
        .filter((p) => p.type === type && p.schema)
        .slice(0, 1)
        .map((p) => p.path),
    ),
  );
  const bffProbes = [
    ...procedures.flatMap((info) => [
      ...generatedProbes(info, identities.anonymous, 'anonymous'),
      ...generatedProbes(info, identities.signedIn, 'signed in'),
      ...handWrittenProbes(info, thorough.has(info.path)),
    ]),
    ...unknownProcedureProbes(),
  ];
  const keys = new Set<string>();
  for (const info of procedures) allKeys(info.schema ?? undefined, keys);
  const wireKeys = [...keys].map(toSnakeCase);
  const restIdentities = [...identities.anonymous, ...identities.signedIn];
  // The first endpoint of each mount that reads a body also gets the transport-level cases.
  const mounts = new Map<string, Endpoint>();
  for (const endpoint of endpoints) {
    const mount = endpoint.path.split('/')[1] ?? '';
    if (endpoint.method !== 'GET' && !mounts.has(mount)) mounts.set(mount, endpoint);
  }
  const thoroughEndpoints = new Set(mounts.values());
  const restRequests = endpoints.flatMap((endpoint) =>
    restProbes(endpoint, wireKeys, restIdentities, thoroughEndpoints.has(endpoint)),
  );

  await sendAll([...bffProbes, ...restRequests]);
  tally.procedures = procedures.length;
  tally.endpoints = endpoints.length;
  tally.ms = Math.round(performance.now() - started);
  // The figures a report quotes (process.stdout: the lint rules keep console for warnings).
  process.stdout.write(
    `fuzz: ${tally.bff} requests over ${tally.procedures} procedures, ` +
      `${tally.rest} requests over ${tally.endpoints} REST endpoints, ` +
      `${findings.filter((f) => f.problem === '5xx').length} 5xx, ${tally.ms} ms\n`,
  );
}, 180_000);

afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('fuzzing over HTTP', () => {
  it('found every procedure of appRouter and every REST endpoint of the upstream', () => {
    expect(procedures.map((p) => p.path)).toEqual(
      expect.arrayContaining(['auth.login', 'tournaments.get']),
    );
    expect(procedures.filter((p) => p.type === 'subscription').length).toBeGreaterThan(0);
    expect(tally.endpoints).toBeGreaterThan(40);
    expect(tally.bff).toBeGreaterThan(procedures.length * RUNS_PER_PROCEDURE);
  });

  it('no tRPC procedure answers a 5xx, in a response, a batch item or an event stream', () => {
    expect(grouped('bff', ['5xx', 'no answer'])).toEqual([]);
  });

  it('no REST endpoint of the upstream answers a 5xx, nor logs an unexpected error', () => {
    expect(grouped('rest', ['5xx', 'no answer'])).toEqual([]);
    expect(unexpected).toEqual([]);
  });

  it('every error says what went wrong in Vietnamese', () => {
    expect([
      ...grouped('bff', ['not Vietnamese', 'no error body']),
      ...grouped('rest', ['not Vietnamese', 'no error body']),
    ]).toEqual([]);
  });

  it('no error carries a stack trace', () => {
    expect([...grouped('bff', ['stack trace']), ...grouped('rest', ['stack trace'])]).toEqual([]);
  });

  it('the server is still healthy afterwards, and the fuzzed sessions still work', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { state: 'ok' } });
    // Signed in (not signing in again: the fuzzing used up the sign-in rate limit).
    const organizer = createBidaHubClient({ url: base, token: organizerToken });
    expect(await organizer.api.auth.me.query()).toMatchObject({ username: 'organizer' });
    expect(await organizer.api.config.get.query()).toMatchObject({ siteName: 'BidaHub' });
  });
});
