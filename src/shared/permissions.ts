export const PERMISSIONS = [
  'tournament.create',
  'tournament.update',
  'tournament.delete',
  'profile.all',
  /** The operator: pays or rejects withdrawals, reviews unmatched bank transfers. */
  'payment.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * Who may call an operation:
 * - `public`: anyone; a signed-in caller may be told more (e.g. whether they joined);
 * - `user`: any signed-in user (the service may still check more, e.g. being the manager);
 * - a permission: signed-in users holding it (401 without a session, 403 without it);
 * - `bank`: the bank's statement service, by an HMAC signature over the body.
 */
export type Access = 'public' | 'user' | 'bank' | Permission;

/**
 * The one permission table. Each operation is an upstream endpoint (`src/shared/contract`),
 * named as the BFF procedure that calls it. The embedded upstream's routes and the BFF's
 * procedures both take their rule from here; a test walks it with every fixture account
 * through `/trpc` and `/app-api` and expects the same answer from both.
 */
export const ACCESS = {
  'config.get': 'public',
  'config.mapRaceTo': 'public',
  'config.raceChart': 'public',

  'auth.login': 'public',
  'auth.logout': 'user',
  'auth.me': 'user',
  // The profile pages' permission: who may not open them may not change what they show.
  'auth.updateInfo': 'profile.all',
  'auth.changePassword': 'user',
  'auth.checkPhone': 'public',
  'auth.signupVerifyStep1': 'public',
  'auth.signupVerifyStep2': 'public',
  'auth.signup': 'public',
  'auth.phoneResetPassword': 'public',

  'stores.list': 'public',
  'stores.cities': 'public',

  'tournaments.list': 'public',
  'tournaments.get': 'public',
  'tournaments.joined': 'user',
  'tournaments.managing': 'tournament.create',
  'tournaments.create': 'tournament.create',
  'tournaments.update': 'tournament.update',
  'tournaments.delete': 'tournament.delete',
  'tournaments.open': 'tournament.update',
  'tournaments.cancel': 'tournament.update',
  'tournaments.start': 'tournament.update',
  'tournaments.join': 'user',
  'tournaments.leave': 'user',
  'tournaments.players': 'public',
  'tournaments.screening': 'tournament.update',
  'tournaments.standings': 'public',
  'tournaments.bracket': 'public',
  'tournaments.matches': 'public',
  'tournaments.openCheckIn': 'tournament.update',
  'tournaments.checkInCode': 'tournament.update',
  // A registered player checks in with the venue's code; the upstream checks the registration.
  'tournaments.checkIn': 'user',
  'tournaments.markPresence': 'tournament.update',
  'tournaments.board': 'public',
  'tournaments.configureBoard': 'tournament.update',
  'tournaments.swapMatches': 'tournament.update',

  'matches.get': 'public',
  'matches.live': 'public',
  'matches.atTable': 'public',
  'matches.joined': 'user',
  // Scoring is for the tournament's managers and the match's referee, and for its two players
  // where the tournament lets them: the upstream checks who is which.
  'matches.start': 'user',
  'matches.score': 'user',
  'matches.protocol': 'user',
  'matches.correct': 'user',
  // A walkover, a retirement or a disqualification: the upstream lets only the managers award one.
  'matches.award': 'user',
  'matches.report': 'user',
  // One of the match's two players says they are at its table, or a manager for them: the
  // upstream checks who is which.
  'matches.presence': 'user',
  // Anyone who may see the match sees how its result changed; the upstream lets only the
  // tournament's managers revert.
  'matches.history': 'public',
  'matches.revert': 'user',
  // Anyone who may see the match reads its protests; its two players protest, its tournament's
  // managers rule: the upstream checks who is which.
  'matches.protests': 'public',
  'matches.protest': 'user',
  'matches.ruleProtest': 'user',
  'matches.protestPhoto': 'user',
  'matches.assign': 'user',
  'matches.queue': 'tournament.update',

  // A player's own notices and settings: the upstream reads and writes the caller's alone.
  'notifications.list': 'user',
  'notifications.settings': 'user',
  'notifications.updateSettings': 'user',
  'notifications.subscribePush': 'user',
  'notifications.unsubscribePush': 'user',

  'players.list': 'public',
  'players.get': 'public',
  'players.ratingHistory': 'public',
  'players.achievements': 'public',
  'players.matchHistories': 'public',
  'players.schedule': 'public',
  'players.headToHead': 'public',
  'players.rankEvents': 'tournament.update',
  'players.setRank': 'tournament.update',
  'rankings.list': 'public',

  // Ranking tours: organisers create them; the upstream lets only a tour's organiser change it,
  // and an event's managers attach it to their own tour or to an open one.
  'tours.list': 'public',
  'tours.get': 'public',
  'tours.standings': 'public',
  'tours.create': 'tournament.create',
  'tours.update': 'tournament.create',
  'tournaments.setTour': 'tournament.update',
  'players.tours': 'public',

  // What a player follows is theirs: the upstream reads and writes the caller's own alone.
  'follows.list': 'user',
  'follows.set': 'user',
  'follows.feed': 'user',

  // Team leagues: organisers create and start them and settle a game; any player makes a team
  // and captains it; the upstream lets only the captain invite, the invited answer, and each
  // match's two captains name players and report and confirm games.
  'leagues.list': 'public',
  'leagues.get': 'public',
  'leagues.create': 'tournament.create',
  'leagues.start': 'tournament.create',
  'leagues.playoff': 'tournament.create',
  'leagues.createTeam': 'user',
  'leagues.team': 'public',
  'leagues.invite': 'user',
  'leagues.answer': 'user',
  'leagues.invitations': 'user',
  'leagues.match': 'public',
  'leagues.pick': 'user',
  'leagues.report': 'user',
  'leagues.confirm': 'user',
  'leagues.setGame': 'tournament.create',

  'payment.config': 'public',
  // The history pages' permission (src/shared/routes.ts).
  'payment.histories': 'profile.all',
  'payment.exportHistories': 'profile.all',
  'payment.topups': 'user',
  'payment.topup': 'user',
  'payment.createTopup': 'user',
  // Payout accounts and withdrawals are the organisers' (the menu's rule).
  'payment.methods': 'tournament.create',
  'payment.addMethod': 'tournament.create',
  'payment.setDefaultMethod': 'tournament.create',
  'payment.removeMethod': 'tournament.create',
  'payment.payouts': 'tournament.create',
  'payment.payout': 'tournament.create',
  'payment.requestPayout': 'tournament.create',
  'payment.operatorPayouts': 'payment.manage',
  'payment.decidePayout': 'payment.manage',
  'payment.bankTransfers': 'payment.manage',

  'bank.webhook': 'bank',
  'bank.lookup': 'bank',
} as const satisfies Record<string, Access>;

export type Operation = keyof typeof ACCESS;

/**
 * The BFF's own procedures: those that call no upstream endpoint of their name, or answer
 * otherwise than it does. With ACCESS, every procedure's rule is in this file: the routers build
 * each procedure with `procedureFor(name)` (src/server/trpc.ts) and never check a permission
 * themselves.
 */
export const BFF_ACCESS = {
  // No session is no user (null), not a 401: the header asks on every page.
  'auth.me': 'public',
  // Signing out without a session is already done.
  'auth.logout': 'public',
  'config.firebase': 'public',
  // Shown only by a demo or development start: never a production account.
  'config.demoAccounts': 'public',
  // The signed-in player's own record, behind the profile pages' permission.
  'profile.achievements': 'profile.all',
  'profile.histories': 'profile.all',
  'matches.onUpdate': 'public',
  'matches.onLive': 'public',
  // Whichever match is on a club's table, live (a stream's overlay).
  'matches.onTable': 'public',
  'tournaments.onChange': 'public',
  // The caller's own notices as they come (you're up, you're next).
  'notifications.onNew': 'user',
  // A top-up's status, live: whoever may read it (the upstream checks it is theirs).
  'payment.onTopup': 'user',
  'system.info': 'public',
  // Software versions: a visitor learns nothing to aim an exploit at.
  'system.runtime': 'payment.manage',
} as const satisfies Record<string, Access>;

/** Every tRPC procedure, by its path. */
export type ProcedureName = Operation | keyof typeof BFF_ACCESS;

/** The rule of procedure `name`: its own entry in BFF_ACCESS, else its endpoint's in ACCESS. */
export type AccessOf<N extends ProcedureName> = N extends keyof typeof BFF_ACCESS
  ? (typeof BFF_ACCESS)[N]
  : N extends Operation
    ? (typeof ACCESS)[N]
    : never;

export function accessOf<N extends ProcedureName>(name: N): AccessOf<N> {
  const own: Partial<Record<ProcedureName, Access>> = BFF_ACCESS;
  return (own[name] ?? ACCESS[name as Operation]) as AccessOf<N>;
}

export function hasPermission(
  user: { permissions: readonly string[] } | null | undefined,
  permission: Permission,
): boolean {
  return user?.permissions.includes(permission) ?? false;
}

/** Whether `user` (null: no session) passes `access`; `bank` is never a user's to pass. */
export function allows(access: Access, user: { permissions: readonly string[] } | null): boolean {
  if (access === 'public') return true;
  if (access === 'bank' || !user) return false;
  return access === 'user' || hasPermission(user, access);
}
