// Web Push (RFC 8030, payloads encrypted per RFC 8291, the server identified by VAPID, RFC 8292)
// through the `web-push` package. The VAPID key pair comes from VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY, or is made once and kept in the database, so that browsers subscribed
// before a restart are still reached after it.
import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Db } from '../db/client';
import { appConfig } from '../db/schema';
import { logger } from '../logger';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What a push says: the notification's title and text, and the page a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** One notification per match on the device: a newer one replaces it. */
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSenderOptions {
  /** The HTTPS agent towards push services (tests trust their local one through it). */
  agent?: Agent;
  /**
   * Where pushes may go: a host (and its subdomains) on port 443, or an exact `host:port`.
   * Default PUSH_SERVICE_HOSTS, or the PUSH_SERVICE_HOSTS variable (comma-separated).
   */
  serviceHosts?: readonly string[];
  env?: NodeJS.ProcessEnv;
}

/**
 * The browsers' push services (Chrome, Edge, Firefox, Safari, and those built on them): a
 * subscription's endpoint is on one of these, and nothing else is ever sent a request. An
 * endpoint is a URL the browser hands over, so any other would let a user make the server call
 * into its own network (loopback, cloud metadata, private addresses).
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/** Whether `endpoint` is an https URL of one of `hosts` (see PushSenderOptions.serviceHosts). */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((entry) => {
    const [name, port] = entry.toLowerCase().split(':');
    if (port !== undefined) return host === name && url.port === port;
    return (host === name || host.endsWith(`.${name}`)) && (url.port === '' || url.port === '443');
  });
}

const VAPID_ROW = 'vapid';
/** A call is news for a few minutes; a phone that is off longer gets it from the app instead. */
const TTL_SECONDS = 300;
const SEND_TIMEOUT_MS = 5_000;

export function createPushSender(db: Db, options: PushSenderOptions = {}) {
  const env = options.env ?? process.env;
  const configured = (env.PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  const serviceHosts =
    options.serviceHosts ?? (configured.length > 0 ? configured : PUSH_SERVICE_HOSTS);
  const accepts = (endpoint: string) => isPushServiceEndpoint(endpoint, serviceHosts);
  const subject = env.VAPID_SUBJECT?.trim() || 'mailto:admin@bidahub.vn';
  let keys: Promise<VapidKeys> | null = null;

  async function loadKeys(): Promise<VapidKeys> {
    const publicKey = env.VAPID_PUBLIC_KEY?.trim();
    const privateKey = env.VAPID_PRIVATE_KEY?.trim();
    if (publicKey && privateKey) return { publicKey, privateKey };
    const [stored] = await db.select().from(appConfig).where(eq(appConfig.key, VAPID_ROW));
    if (stored) return stored.value as VapidKeys;
    const made = webPush.generateVAPIDKeys();
    // Two instances starting together: the first key pair written wins, and both use it.
    await db.insert(appConfig).values({ key: VAPID_ROW, value: made }).onConflictDoNothing();
    const [kept] = await db.select().from(appConfig).where(eq(appConfig.key, VAPID_ROW));
    return (kept?.value as VapidKeys | undefined) ?? made;
  }

  function vapid(): Promise<VapidKeys> {
    keys ??= loadKeys().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  }

  async function send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    // Checked again when sending: a row kept from before the rule, or the rule since narrowed.
    if (!accepts(target.endpoint)) return 'gone';
    const { publicKey, privateKey } = await vapid();
    try {
      await webPush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: TTL_SECONDS,
          urgency: 'high',
          topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
          timeout: SEND_TIMEOUT_MS,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      // 404 and 410: the browser unsubscribed or the subscription expired; forget it.
      const status = error instanceof webPush.WebPushError ? error.statusCode : 0;
      if (status === 404 || status === 410) return 'gone';
      logger.warn({ err: error, status }, 'web push failed');
      return 'failed';
    }
  }

  return { publicKey: async () => (await vapid()).publicKey, send, accepts };
}

export type PushSender = ReturnType<typeof createPushSender>;
