// The embedded upstream's contract adapter (src/app-api/routes/endpoint-route.ts): what the
// contract declares is what a route does, whatever order routes are registered in.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointRoutes } from '../../src/app-api/routes/endpoint-route';
import { errorHandler, notFoundHandler } from '../../src/app-api/routes/http';
import type { AuthService } from '../../src/app-api/services/auth';
import { APP_API } from '../../src/shared/contract';
import { logger as appApiLogger } from '../../src/app-api/logger';

let server: Server | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** An app-api with a few routes, signed in as nobody (every token is dead). */
async function appWith(register: (serve: ReturnType<typeof endpointRoutes>) => void) {
  const auth = { authenticate: async () => null } as unknown as AuthService;
  const router = Router();
  register(endpointRoutes(router, { auth, checkAnswers: true }));
  const app = express()
    .use(express.json())
    .use('/app-api/v1', router)
    .use(notFoundHandler)
    .use(errorHandler);
  server = createServer(app);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/app-api/v1/tournaments`;
}

describe('endpointRoutes', () => {
  it('fails loudly when an answer breaks the declared response', async () => {
    const errors = vi.spyOn(appApiLogger, 'error').mockImplementation(() => undefined);
    const base = await appWith((serve) => {
      serve(APP_API['tournaments.players'], async () => [{ id: 'not a player' }] as never);
    });
    const response = await fetch(`${base}/1/players`);
    expect(response.status).toBe(500);
    const [fields] = errors.mock.calls[0] as unknown as [{ err: unknown }];
    expect(String(fields.err)).toMatch(/tournaments\.players answered outside/);
  });

  it('routes a word to its own path even when `/:id` was registered first', async () => {
    const base = await appWith((serve) => {
      serve(APP_API['tournaments.get'], async () => {
        throw new Error('not this one');
      });
      serve(APP_API['tournaments.joined'], async () => ({
        data: [],
        meta: { page: 1, perPage: 12, total: 0, lastPage: 1 },
      }));
    });
    // `joined` needs a user: its own route answered (401), not `/:id` (which would be a 500).
    expect((await fetch(`${base}/joined`)).status).toBe(401);
    expect((await fetch(`${base}/whatever`)).status).toBe(404);
  });

  it('checks who calls before reading the body: a visitor learns nothing of its faults', async () => {
    const base = await appWith((serve) => {
      serve(APP_API['tournaments.create'], async () => {
        throw new Error('never reached');
      });
    });
    const response = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 1 }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).not.toHaveProperty('errors');
  });

  it('answers 404 for an id no row can have', async () => {
    const base = await appWith((serve) => {
      serve(APP_API['tournaments.get'], async () => {
        throw new Error('never reached');
      });
    });
    expect((await fetch(`${base}/99999999999`)).status).toBe(404);
  });
});
