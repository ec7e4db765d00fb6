// Web Push, end to end over real HTTPS (issue 19, "you're up"): a player's browser subscribes
// through /app-api; when the table board calls their match, the upstream sends a VAPID-signed,
// RFC 8291-encrypted push to the subscription's endpoint, here a local push service with a
// throwaway certificate. The test decrypts it as the browser would, and checks the signature.
import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { Agent, createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FIXTURE_ACCOUNTS } from '../../fixtures/accounts';
import { DEMO_PLAYER_PASSWORD, FIXTURE_PLAYERS } from '../../fixtures/players';
import { createAppApi, type AppApi } from '../../src/app-api';
import { notifications } from '../../src/app-api/db/schema';
import { deepSnakeKeys } from '../../src/shared/wire/case';
import { memoryDatabase } from '../support/databases';
import { tournamentInput } from '../support/tournament-world';
import { logIn, viaAppApi } from '../support/two-doors';

interface Pushed {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let dir: string;
let pushService: HttpsServer;
let pushOrigin: string;
const pushed: Pushed[] = [];
let waiting: ((push: Pushed) => void) | null = null;
let appApi: AppApi;
let upstream: Server;
let origin: string;

beforeAll(async () => {
  // A certificate for 127.0.0.1, trusted by the upstream's push agent alone.
  dir = mkdtempSync(path.join(tmpdir(), 'bidahub-push-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  pushService = createHttpsServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const push = { url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
        pushed.push(push);
        waiting?.(push);
        res.writeHead(req.url === '/gone' ? 410 : 201).end();
      });
    },
  );
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;

  appApi = await createAppApi({
    databaseUrl: memoryDatabase('demo'),
    seed: 'demo',
    // The local push service is the one this upstream may call (real ones are on port 443).
    push: {
      agent: new Agent({ ca: readFileSync(cert) }),
      serviceHosts: [new URL(pushOrigin).host],
    },
  });
  upstream = createHttpServer(express().use('/app-api/v1', appApi.router));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
  await appApi?.close();
  await new Promise((resolve) => pushService?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A browser's push subscription: its P-256 key pair and auth secret stay on the "device". */
function browserSubscription(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  return {
    keys,
    auth,
    json: {
      endpoint,
      keys: { p256dh: keys.getPublicKey('base64url'), auth: auth.toString('base64url') },
    },
  };
}

/** The VAPID JWT (ES256) checked against the public key the server publishes. */
function vapidVerified(authorization: string, publicKey: string): Record<string, unknown> {
  const [, jwt = '', k = ''] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
  expect(k).toBe(publicKey);
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed, 'the VAPID signature').toBe(true);
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

it('pushes the board’s call (you’re up, or next) to a subscribed player’s browser, encrypted, signed, once', async () => {
  const { organizer } = FIXTURE_ACCOUNTS;
  const boss = await logIn(origin, organizer.username, organizer.password);
  const players = FIXTURE_PLAYERS.slice(20, 24);
  const tokens = await Promise.all(
    players.map((p) => logIn(origin, p.username, DEMO_PLAYER_PASSWORD)),
  );

  // The first player's phone subscribes, and so did an old browser the push service forgot.
  const phone = browserSubscription(`${pushOrigin}/device-1`);
  const subscribed = await viaAppApi(origin, 'notifications.subscribePush', tokens[0] ?? null, {
    body: phone.json,
  });
  expect(subscribed.status).toBe(200);
  const settings = (subscribed.body as { data: { push_public_key: string; push_devices: number } })
    .data;
  expect(settings.push_devices).toBe(1);
  await viaAppApi(origin, 'notifications.subscribePush', tokens[0] ?? null, {
    body: browserSubscription(`${pushOrigin}/gone`).json,
  });

  // A knockout of the four on one table.
  const created = await viaAppApi(origin, 'tournaments.create', boss, {
    body: deepSnakeKeys(tournamentInput({ name: 'Giải thử thông báo đẩy', maxPlayers: 4 })),
  });
  expect(created.status).toBe(201);
  const id = (created.body as { data: { id: number } }).data.id;
  for (const token of tokens) {
    expect((await viaAppApi(origin, 'tournaments.join', token, { params: { id } })).status).toBe(
      200,
    );
  }
  const board = await viaAppApi(origin, 'tournaments.configureBoard', boss, {
    params: { id },
    body: { tables: ['Bàn 1'], rest_minutes: 5 },
  });
  expect(board.status).toBe(200);

  // The start calls one semi-final to Bàn 1: its players are up, the other two next.
  const arrived = new Promise<Pushed>((resolve) => {
    waiting = (push) => {
      if (push.url !== '/gone') resolve(push);
    };
  });
  const started = await viaAppApi(origin, 'tournaments.start', boss, {
    params: { id },
    body: { seeding: 'rating' },
  });
  expect(started.status).toBe(200);
  const push = await arrived;

  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(Number(push.headers.ttl)).toBeGreaterThan(0);
  expect(push.headers.urgency).toBe('high');
  const claims = vapidVerified(String(push.headers.authorization), settings.push_public_key);
  expect(claims.aud).toBe(pushOrigin);
  expect(Number(claims.exp) * 1000).toBeGreaterThan(Date.now());

  const message = JSON.parse(
    decrypt(push.body, {
      version: 'aes128gcm',
      privateKey: phone.keys,
      authSecret: phone.auth.toString('base64url'),
    }).toString(),
  ) as { title: string; body: string; url: string };
  const notices = await viaAppApi(origin, 'notifications.list', tokens[0] ?? null);
  const [notice] = (notices.body as { data: { kind: string; match: { id: number } }[] }).data;
  expect(notice?.kind).toMatch(/^(up|next)$/);
  expect(message.title).toBe(
    notice?.kind === 'up' ? 'Đến lượt bạn! Mời ra Bàn 1' : 'Bạn sắp đến lượt',
  );
  expect(message.url).toBe(`/matches/${notice?.match.id}`);
  expect(message.body).toContain(players[0]?.fullName);

  // The forgotten browser (410) is dropped.
  const devices = async () =>
    (
      (await viaAppApi(origin, 'notifications.settings', tokens[0] ?? null)).body as {
        data: { push_devices: number };
      }
    ).data.push_devices;
  await expect.poll(devices).toBe(1);

  // Every notice was delivered once; a change that calls no one writes and sends nothing more.
  const undelivered = async () =>
    (await appApi.database.db.select().from(notifications)).filter((n) => !n.deliveredAt).length;
  await expect.poll(undelivered).toBe(0);
  const [sent, written] = [
    pushed.length,
    (await appApi.database.db.select().from(notifications)).length,
  ];
  await viaAppApi(origin, 'tournaments.configureBoard', boss, {
    params: { id },
    body: { tables: ['Bàn 1'], rest_minutes: 5 },
  });
  expect(await appApi.database.db.select().from(notifications)).toHaveLength(written);
  expect(pushed).toHaveLength(sent);
});
