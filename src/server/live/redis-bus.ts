import { z } from 'zod';
import type { Logger } from '../logger';
import type { SharedRedis } from '../redis';
import { createInProcessBus, type EventBus, type LiveTopic } from './bus';

const message = z.object({ topics: z.array(z.string()) });

/**
 * The event bus shared by every BFF instance through Redis pub/sub: an event published on one
 * instance reaches the subscribers of all. Each instance hears its own events back from Redis,
 * so local subscribers are served the same way as remote ones. While Redis is away, events go to
 * this instance's subscribers only (subscribers re-read state on every event, so nothing shown
 * goes wrong; other instances' viewers just wait for the next event).
 */
export function createRedisBus(redis: SharedRedis, logger: Logger): EventBus {
  const local = createInProcessBus();
  const channel = `${redis.namespace}:live`;

  redis.subscriber.subscribe(channel).catch((error: unknown) => {
    logger.warn({ err: error }, 'live events: could not subscribe to Redis yet');
  });
  redis.subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const parsed = message.safeParse(safeJson(raw));
    if (!parsed.success) {
      logger.warn({ channel: from }, 'live events: ignored a malformed message');
      return;
    }
    local.publish(...(parsed.data.topics as LiveTopic[]));
  });

  // Told at once of this instance's own events, before they come back from Redis: a viewer's
  // next read right after their own change must not find the cache of the old state.
  const ownListeners = new Set<(topics: readonly LiveTopic[]) => void>();

  return {
    publish(...topics) {
      if (topics.length === 0) return;
      for (const listener of ownListeners) listener(topics);
      // This instance's viewers hear the event back from Redis only while subscribed there.
      const heardBack = redis.subscriber.status === 'ready';
      if (!heardBack) local.publish(...topics);
      if (!redis.ready()) return;
      const payload = JSON.stringify({ topics } satisfies z.infer<typeof message>);
      redis.commands.publish(channel, payload).catch(() => {
        if (heardBack) local.publish(...topics);
      });
    },
    subscribe: (topic, signal) => local.subscribe(topic, signal),
    onPublish(listener) {
      ownListeners.add(listener);
      const stopLocal = local.onPublish(listener);
      return () => {
        ownListeners.delete(listener);
        stopLocal();
      };
    },
    async close() {
      await local.close();
    },
  };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
