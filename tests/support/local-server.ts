import { startServer, type RunningServer, type ServerOptions } from '../../src/server/server';
import { memoryDatabase } from './databases';

/** The whole server on a free loopback port, over a fresh in-memory database (a copy of this run's dump), without a client. */
export function startLocalServer(options: ServerOptions = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: memoryDatabase(options.seed),
    clientDir: null,
    ...options,
  });
}
