// The optional Redis that lets several BFF instances share rate limits and live events. Redis is
// never required: while it is unreachable, each instance falls back to its own memory and says so.
import { Redis } from 'ioredis';
import type { Logger } from './logger';

export interface SharedRedis {
  /** Prefix of every key and channel, so deployments (or test runs) sharing a Redis stay apart. */
  readonly namespace: string;
  /** Commands (rate-limit counters, PUBLISH). Fails fast while disconnected, never queues. */
  readonly commands: Redis;
  /** A second connection in subscriber mode (a subscribed connection can issue no commands). */
  readonly subscriber: Redis;
  /** True while the command connection is up. */
  ready(): boolean;
  close(): Promise<void>;
}

/** Reconnects forever, backing off to one attempt every 2 s. */
const retryStrategy = (attempt: number) => Math.min(attempt * 200, 2_000);

export function connectRedis(url: string, logger: Logger, namespace = 'bidahub'): SharedRedis {
  const commands = new Redis(url, {
    // A command while Redis is away must fail now (and fall back), not wait in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy,
    connectionName: 'bidahub-commands',
  });
  // The subscriber may queue its SUBSCRIBE until the first connection; ioredis re-subscribes
  // by itself after every reconnection.
  const subscriber = new Redis(url, { retryStrategy, connectionName: 'bidahub-events' });

  let down = false;
  commands.on('ready', () => {
    if (down) logger.warn('Redis is back: rate limits and live events are shared again');
    down = false;
  });
  const onError = (error: Error) => {
    if (down) return;
    down = true;
    logger.warn(
      { err: error.message },
      'Redis unreachable: rate limits and live events fall back to this instance alone',
    );
  };
  commands.on('error', onError);
  // Its errors are the same outage, already reported once by the command connection.
  subscriber.on('error', () => {});

  return {
    namespace,
    commands,
    subscriber,
    ready: () => commands.status === 'ready',
    async close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}
