// "You're up" and "you're next", and a followed club's new event. The table board writes the notices in the transaction that
// calls a match (writeNotices), so none is lost or written twice; once that transaction
// has committed, `deliver` sends each notice once: an event for the player's open pages (the
// BFF's live bus) and a Web Push to each browser they subscribed.
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import PQueue from 'p-queue';
import { noticeTitle } from '../../shared/notices';
import type {
  Notification,
  NotificationKind,
  NotificationSettings,
  NotificationSettingsInput,
  PushSubscriptionInput,
} from '../../shared/schemas/notifications';
import type { User } from '../../shared/schemas/user';
import type { Db } from '../db/client';
import {
  notificationSettings,
  notifications,
  pushSubscriptions,
  type NotificationRow,
} from '../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../errors';
import { logger } from '../logger';
import type { PushMessage, PushSender } from './push';

/** Browsers one user may be told on: a phone or two, a tablet, a laptop, with room to spare. */
export const MAX_PUSH_DEVICES = 10;
/** Pushes one delivery sends at once. */
const PUSH_CONCURRENCY = 4;

/**
 * A match the board called (`table`) or put first in line (no table), told to its players; or a
 * dispute at `table`, told to the tournament's managers.
 */
export type Notice = {
  kind: NotificationKind;
  /** The match it is about; none for a new event. */
  matchId?: number;
  /** Who is told: the match's players, or for a dispute its deciders. */
  players: number[];
  table: string;
  /** A no-show reminder's call (see notifications.call_at). */
  callAt?: Date;
} & ({ tournamentId: number; teamMatchId?: never } | { teamMatchId: number; tournamentId?: never });

/**
 * Writes the notices in the caller's transaction, skipping kinds a player turned off (up and
 * next; a dispute is the managers' work, always told).
 */
export async function writeNotices(tx: Db, notices: Notice[], at: Date): Promise<void> {
  const players = [...new Set(notices.flatMap((n) => n.players))];
  if (players.length === 0) return;
  const settings = await tx
    .select()
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, players));
  const off = new Set(
    settings.flatMap((s) => [
      ...(s.up ? [] : [`up:${s.userId}`]),
      ...(s.next ? [] : [`next:${s.userId}`]),
    ]),
  );
  const rows = notices.flatMap((notice) =>
    notice.players
      .filter((userId) => !off.has(`${notice.kind}:${userId}`))
      .map((userId) => ({
        userId,
        kind: notice.kind,
        tournamentId: notice.tournamentId ?? null,
        teamMatchId: notice.teamMatchId ?? null,
        matchId: notice.matchId ?? null,
        tableLabel: notice.table,
        callAt: notice.callAt ?? null,
        createdAt: at,
      })),
  );
  if (rows.length > 0) await tx.insert(notifications).values(rows).onConflictDoNothing();
}

/** A recent notice is news; older ones a reconnecting page need not show. */
const NEWS_WINDOW_MS = 30 * 60_000;
const LIST_LIMIT = 20;
const DELIVERY_BATCH = 200;

function pushMessageOf(
  row: NotificationRow,
  {
    match,
    tournament,
    teamMatch,
  }: Partial<Pick<Notification, 'match' | 'tournament' | 'teamMatch'>> = {},
): PushMessage {
  if (row.teamMatchId !== null) {
    return {
      title: noticeTitle(row.kind, row.tableLabel),
      body: teamMatch
        ? `${teamMatch.home.name} – ${teamMatch.away.name} · ${eventDay(teamMatch.scheduledAt)}${teamMatch.store ? ` · ${teamMatch.store.name}` : ''}`
        : 'Trận đồng đội của bạn',
      url: `/team-matches/${row.teamMatchId}`,
      tag: `team-match-${row.teamMatchId}`,
    };
  }
  if (row.kind === 'new_event' || row.matchId === null) {
    return {
      title: noticeTitle(row.kind, row.tableLabel),
      body: tournament ? `${tournament.name} · ${eventDay(tournament.startsAt)}` : 'Giải mới',
      url: `/tournaments/${row.tournamentId}`,
      tag: `tournament-${row.tournamentId}`,
    };
  }
  const opponents = match
    ? `${match.player1?.fullName ?? ''} – ${match.player2?.fullName ?? ''}`
    : 'Trận của bạn';
  const common = {
    title: noticeTitle(row.kind, row.tableLabel),
    url: `/matches/${row.matchId}`,
    tag: `match-${row.matchId}`,
  };
  switch (row.kind) {
    case 'up':
      return { ...common, body: opponents };
    case 'next':
      return { ...common, body: `${opponents}: trận của bạn được gọi khi bàn tiếp theo trống.` };
    case 'dispute':
      return { ...common, body: `${opponents}: hai cơ thủ báo hai tỉ số khác nhau. Mời phân xử.` };
    case 'no_show_half':
      return {
        ...common,
        body: `${opponents}: đã hết nửa giờ chờ. Hãy đến bàn và bấm "Tôi đã có mặt", nếu không có thể bị xử thua W.O.`,
      };
    case 'no_show_end':
      return {
        ...common,
        body: `${opponents}: bạn chưa báo có mặt, ban tổ chức có thể xử thua W.O. Hãy đến bàn ngay.`,
      };
    case 'protest':
      return { ...common, body: `${opponents}: một cơ thủ khiếu nại kết quả. Mời xử lý.` };
    case 'team_match':
      // Not about a match: answered above, by its team match.
      return { ...common, body: opponents };
  }
}

/** "Thứ Bảy, 05/12, 19:00" in Vietnam's time. */
const eventDay = (iso: string): string =>
  new Intl.DateTimeFormat('vi-VN', {
    timeZone: 'Asia/Ho_Chi_Minh',
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/**
 * What a notice is about, read by the domain it belongs to: the composition root wires them
 * (app-api/notice-subjects.ts), so that notifications read no other domain's tables, and the
 * domains that write notices do not import back what reads them.
 */
export interface NoticeSubjects {
  matches(
    ids: readonly number[],
    viewer: User | null,
  ): Promise<NonNullable<Notification['match']>[]>;
  tournaments(ids: readonly number[]): Promise<NonNullable<Notification['tournament']>[]>;
  teamMatches(ids: readonly number[]): Promise<NonNullable<Notification['teamMatch']>[]>;
}

export interface NotificationServiceOptions {
  push: PushSender;
  subjects: NoticeSubjects;
  /** Told once per player with new notices, after they were written (the BFF's live bus). */
  onNotice?: (userId: number) => void;
  now?: () => Date;
}

export function createNotificationService(db: Db, options: NotificationServiceOptions) {
  const now = options.now ?? (() => new Date());

  async function views(rows: NotificationRow[], viewer: User | null): Promise<Notification[]> {
    const ids = (pick: (row: NotificationRow) => number | null) => [
      ...new Set(rows.flatMap((row) => pick(row) ?? [])),
    ];
    const [found, events, leagueMatches] = await Promise.all([
      options.subjects.matches(
        ids((r) => r.matchId),
        viewer,
      ),
      options.subjects.tournaments(ids((r) => (r.matchId === null ? r.tournamentId : null))),
      options.subjects.teamMatches(ids((r) => r.teamMatchId)),
    ]);
    const byId = new Map(found.map((m) => [m.id, m]));
    const eventById = new Map(events.map((t) => [t.id, t]));
    const teamMatchById = new Map(leagueMatches.map((m) => [m.id, m]));
    return rows.flatMap((row): Notification[] => {
      const common = {
        id: row.id,
        kind: row.kind,
        tableLabel: row.tableLabel,
        createdAt: row.createdAt.toISOString(),
      };
      if (row.teamMatchId !== null) {
        const teamMatch = teamMatchById.get(row.teamMatchId);
        return teamMatch ? [{ ...common, match: null, tournament: null, teamMatch }] : [];
      }
      if (row.matchId === null) {
        const tournament = eventById.get(row.tournamentId ?? 0);
        return tournament ? [{ ...common, match: null, tournament, teamMatch: null }] : [];
      }
      const match = byId.get(row.matchId);
      return match ? [{ ...common, match, tournament: null, teamMatch: null }] : [];
    });
  }

  /** The caller's notices after `after`, oldest first; without it, the last half hour's. */
  async function list(user: User, after?: number): Promise<Notification[]> {
    const since = new Date(now().getTime() - NEWS_WINDOW_MS);
    const rows = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, user.id),
          after === undefined ? gt(notifications.createdAt, since) : gt(notifications.id, after),
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(LIST_LIMIT);
    return views(rows.reverse(), user);
  }

  /** The kinds the player gets; no row: every kind. */
  async function choiceOf(user: User): Promise<{ up: boolean; next: boolean }> {
    const [row] = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, user.id));
    return { up: row?.up ?? true, next: row?.next ?? true };
  }

  async function settings(user: User): Promise<NotificationSettings> {
    const [devices] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    return {
      ...(await choiceOf(user)),
      pushPublicKey: await options.push.publicKey(),
      pushDevices: devices?.n ?? 0,
    };
  }

  async function updateSettings(
    user: User,
    input: NotificationSettingsInput,
  ): Promise<NotificationSettings> {
    const current = await choiceOf(user);
    const next = { up: input.up ?? current.up, next: input.next ?? current.next };
    await db
      .insert(notificationSettings)
      .values({ userId: user.id, ...next })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: next });
    return settings(user);
  }

  /**
   * The browser's subscription, kept once per endpoint, on a push service only (push.ts), at most
   * MAX_PUSH_DEVICES a user (the oldest go). An endpoint another user registered moves here only
   * with the same keys, which only that browser holds: the same phone signed into another
   * account; anyone else's copy of a victim's endpoint is refused rather than taken over.
   */
  async function subscribe(
    user: User,
    input: PushSubscriptionInput,
  ): Promise<NotificationSettings> {
    if (!options.push.accepts(input.endpoint)) {
      throw AppApiError.field('endpoint', APP_API_MESSAGES.pushServiceRefused);
    }
    const row = { userId: user.id, endpoint: input.endpoint, ...input.keys };
    await db.transaction(async (tx) => {
      const [kept] = await tx
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: row,
          setWhere: or(
            eq(pushSubscriptions.userId, user.id),
            and(
              eq(pushSubscriptions.p256dh, input.keys.p256dh),
              eq(pushSubscriptions.auth, input.keys.auth),
            ),
          ),
        })
        .returning({ id: pushSubscriptions.id });
      if (!kept) throw AppApiError.conflict(APP_API_MESSAGES.pushEndpointTaken);
      const older = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id))
        .orderBy(desc(pushSubscriptions.id))
        .offset(MAX_PUSH_DEVICES);
      if (older.length > 0) {
        await tx.delete(pushSubscriptions).where(
          inArray(
            pushSubscriptions.id,
            older.map((o) => o.id),
          ),
        );
      }
    });
    return settings(user);
  }

  async function unsubscribe(user: User, endpoint: string): Promise<void> {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, endpoint)));
  }

  /**
   * Sends the notices not sent yet, each once: claimed by marking them delivered (one statement,
   * so two runs, or two instances, never claim the same row), then told and pushed.
   */
  async function deliver(): Promise<number> {
    const claimed = await db
      .update(notifications)
      .set({ deliveredAt: now() })
      .where(
        inArray(
          notifications.id,
          db
            .select({ id: notifications.id })
            .from(notifications)
            .where(isNull(notifications.deliveredAt))
            .orderBy(asc(notifications.id))
            .limit(DELIVERY_BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    if (claimed.length === 0) return 0;
    const users = [...new Set(claimed.map((r) => r.userId))];
    for (const userId of users) options.onNotice?.(userId);
    const targets = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, users));
    if (targets.length > 0) {
      const shown = new Map((await views(claimed, null)).map((n) => [n.id, n]));
      // A few at a time: one delivery never opens a crowd of connections at once.
      const sending = new PQueue({ concurrency: PUSH_CONCURRENCY });
      await sending.addAll(
        claimed.flatMap((row) =>
          targets
            .filter((t) => t.userId === row.userId)
            .map((target) => async () => {
              const outcome = await options.push.send(
                target,
                pushMessageOf(row, shown.get(row.id)),
              );
              if (outcome === 'gone') {
                await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
              }
            }),
        ),
      );
    }
    return claimed.length;
  }

  /** `deliver`, never throwing: it runs after an answer was sent, with no one to tell. */
  function deliverSoon(): void {
    deliver().catch((error: unknown) => logger.error({ err: error }, 'notice delivery failed'));
  }

  return { list, settings, updateSettings, subscribe, unsubscribe, deliver, deliverSoon };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
