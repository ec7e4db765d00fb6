import { describe, expect, it } from 'vitest';
import { createInProcessBus, type LiveEvent } from '../../src/server/live/bus';

async function take(events: AsyncIterable<LiveEvent>, count: number): Promise<LiveEvent[]> {
  const taken: LiveEvent[] = [];
  for await (const event of events) {
    taken.push(event);
    if (taken.length === count) break;
  }
  return taken;
}

describe('in-process event bus', () => {
  it('delivers an event published right after subscribing, before the first read', async () => {
    const bus = createInProcessBus();
    const events = bus.subscribe('match:1', new AbortController().signal);
    bus.publish('match:1');
    const [event] = await take(events, 1);
    expect(event?.topic).toBe('match:1');
  });

  it('delivers only the subscribed topic, once per publish even when named twice', async () => {
    const bus = createInProcessBus();
    const events = bus.subscribe('tournament:2', new AbortController().signal);
    bus.publish('tournament:3', 'match:2');
    bus.publish('tournament:2', 'tournament:2');
    bus.publish('tournament:2');
    const received = await take(events, 2);
    expect(received.map((e) => e.topic)).toEqual(['tournament:2', 'tournament:2']);
  });

  it('fans out to every subscriber', async () => {
    const bus = createInProcessBus();
    const viewers = Array.from({ length: 50 }, () =>
      take(bus.subscribe('matches:live', new AbortController().signal), 1),
    );
    bus.publish('matches:live');
    expect((await Promise.all(viewers)).flat()).toHaveLength(50);
  });

  it('ends a subscription when its signal aborts, and all of them on close', async () => {
    const bus = createInProcessBus();
    const leaving = new AbortController();
    const left = take(bus.subscribe('match:9', leaving.signal), 5);
    const stayed = take(bus.subscribe('match:9', new AbortController().signal), 5);
    bus.publish('match:9');
    leaving.abort();
    await expect(left).resolves.toHaveLength(1);
    bus.publish('match:9');
    await bus.close();
    await expect(stayed).resolves.toHaveLength(2);
  });

  it('tells onPublish listeners of every event, before subscribers, until they stop', async () => {
    const bus = createInProcessBus();
    const order: string[] = [];
    const stop = bus.onPublish((topics) => order.push(`listener ${topics.join(',')}`));
    const events = bus.subscribe('match:4', new AbortController().signal);
    bus.publish('match:4', 'tournament:1');
    const [event] = await take(events, 1);
    order.push(`subscriber ${event?.topic}`);
    stop();
    bus.publish('user:3');
    expect(order).toEqual(['listener match:4,tournament:1', 'subscriber match:4']);
  });
});
