// The changes that make a league: an organiser creates it; players make teams and captains invite
// their rosters, who accept; the organiser starts it, which draws each division's double round
// robin, a round a week on the start day's weekday. Each runs in one transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { PlayoffSize } from '../../../shared/league-rules';
import { createLeagueInput, type CreateLeagueRequest } from '../../../shared/schemas/leagues';
import type { User } from '../../../shared/schemas/user';
import type { Db } from '../../db/client';
import {
  leagueDivisions,
  leagueMembers,
  leagueTeams,
  leagues,
  stores,
  teamGames,
  teamMatches,
  users,
  type LeagueRow,
} from '../../db/schema';
import { APP_API_MESSAGES, AppApiError } from '../../errors';
import { requirePermission } from '../access';
import { drawPlayoff } from './playoffs';
import { assertRosterChange } from './roster-rule';
import { doubleRoundRobin, roundStart } from './schedule';

/** A league's row, locked for the change. */
async function lockLeague(tx: Db, id: number): Promise<LeagueRow> {
  const [row] = await tx.select().from(leagues).where(eq(leagues.id, id)).for('update');
  if (!row) throw AppApiError.notFound(APP_API_MESSAGES.leagueNotFound);
  return row;
}

export function createLeagueChanges(db: Db) {
  async function create(user: User, request: CreateLeagueRequest): Promise<number> {
    requirePermission(user, 'tournament.create');
    // The schema's defaults, for callers in the process (the demo, tests) as for the wire's.
    const input = createLeagueInput.parse(request);
    return await db.transaction(async (tx) => {
      if (input.venues.length > 0) {
        const found = await tx
          .select({ id: stores.id })
          .from(stores)
          .where(inArray(stores.id, input.venues));
        if (found.length !== new Set(input.venues).size) {
          throw AppApiError.field('venues', APP_API_MESSAGES.storeNotFound);
        }
      }
      const { divisions, ...fields } = input;
      const [row] = await tx
        .insert(leagues)
        .values({ ...fields, venues: [...new Set(input.venues)], createdBy: user.id })
        .returning({ id: leagues.id });
      if (!row) throw new Error('league not created');
      await tx
        .insert(leagueDivisions)
        .values(divisions.map((name, position) => ({ leagueId: row.id, name, position })));
      return row.id;
    });
  }

  /** A player makes a team in a division while the league takes teams, and captains it. */
  async function createTeam(
    user: User,
    input: { id: number; name: string; divisionId: number; homeStoreId: number | null },
  ): Promise<number> {
    return await db.transaction(async (tx) => {
      const league = await lockLeague(tx, input.id);
      if (league.status !== 'registration')
        throw AppApiError.conflict(APP_API_MESSAGES.leagueClosed);
      const [division] = await tx
        .select({ id: leagueDivisions.id })
        .from(leagueDivisions)
        .where(
          and(eq(leagueDivisions.id, input.divisionId), eq(leagueDivisions.leagueId, league.id)),
        );
      if (!division) throw AppApiError.field('division_id', APP_API_MESSAGES.divisionNotInLeague);
      if (input.homeStoreId !== null) {
        const [club] = await tx
          .select({ id: stores.id })
          .from(stores)
          .where(eq(stores.id, input.homeStoreId));
        if (!club) throw AppApiError.field('home_store_id', APP_API_MESSAGES.storeNotFound);
      }
      await assertFree(tx, league.id, user.id);
      const [taken] = await tx
        .select({ id: leagueTeams.id })
        .from(leagueTeams)
        .where(and(eq(leagueTeams.leagueId, league.id), eq(leagueTeams.name, input.name)));
      if (taken) throw AppApiError.field('name', APP_API_MESSAGES.teamNameTaken);
      const [team] = await tx
        .insert(leagueTeams)
        .values({
          leagueId: league.id,
          divisionId: input.divisionId,
          name: input.name,
          captainId: user.id,
          homeStoreId: input.homeStoreId,
        })
        .returning({ id: leagueTeams.id });
      if (!team) throw new Error('team not created');
      await tx.insert(leagueMembers).values({
        teamId: team.id,
        leagueId: league.id,
        userId: user.id,
        status: 'active',
        joinedAt: new Date(),
      });
      return team.id;
    });
  }

  /**
   * The captain invites a player; they join once they accept. The league's organiser may invite
   * to any team, also once the rosters are locked.
   */
  async function invite(
    user: User,
    input: { id: number; userId: number; substitute: boolean },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const [team] = await tx
        .select()
        .from(leagueTeams)
        .where(eq(leagueTeams.id, input.id))
        .for('update');
      if (!team) throw AppApiError.notFound(APP_API_MESSAGES.teamNotFound);
      const league = await lockLeague(tx, team.leagueId);
      const byOrganizer = league.createdBy === user.id;
      if (!byOrganizer && team.captainId !== user.id) {
        throw AppApiError.forbidden(APP_API_MESSAGES.notCaptain);
      }
      const [player] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, input.userId));
      if (!player) throw AppApiError.field('user_id', APP_API_MESSAGES.playerNotFound);
      await assertFree(tx, team.leagueId, input.userId);
      await assertRosterChange(tx, league, team.id, { byOrganizer, pending: true });
      const [added] = await tx
        .insert(leagueMembers)
        .values({
          teamId: team.id,
          leagueId: team.leagueId,
          userId: input.userId,
          status: 'invited',
          substitute: input.substitute,
          invitedBy: user.id,
        })
        .onConflictDoNothing()
        .returning({ userId: leagueMembers.userId });
      if (!added) throw AppApiError.conflict(APP_API_MESSAGES.alreadyInvited);
    });
  }

  /** The invited player accepts (joins the roster) or declines (the invitation goes). */
  async function answer(user: User, input: { id: number; accept: boolean }): Promise<void> {
    await db.transaction(async (tx) => {
      const [team] = await tx.select().from(leagueTeams).where(eq(leagueTeams.id, input.id));
      if (!team) throw AppApiError.notFound(APP_API_MESSAGES.teamNotFound);
      const league = await lockLeague(tx, team.leagueId);
      const mine = and(eq(leagueMembers.teamId, team.id), eq(leagueMembers.userId, user.id));
      const [invitation] = await tx
        .select()
        .from(leagueMembers)
        .where(and(mine, eq(leagueMembers.status, 'invited')));
      if (!invitation) throw AppApiError.notFound(APP_API_MESSAGES.noInvitation);
      if (!input.accept) {
        await tx.delete(leagueMembers).where(mine);
        return;
      }
      await assertFree(tx, team.leagueId, user.id);
      // A locked roster takes only the organiser's invitations.
      await assertRosterChange(tx, league, team.id, {
        byOrganizer: invitation.invitedBy === league.createdBy,
        pending: false,
      });
      await tx.update(leagueMembers).set({ status: 'active', joinedAt: new Date() }).where(mine);
    });
  }

  /** The organiser starts the league: each division's schedule, home and away, a round a week. */
  async function start(user: User, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const league = await lockLeague(tx, id);
      if (league.createdBy !== user.id)
        throw AppApiError.forbidden(APP_API_MESSAGES.leagueNotOrganizer);
      if (league.status !== 'registration')
        throw AppApiError.conflict(APP_API_MESSAGES.leagueNotRegistration);
      const divisions = await tx
        .select()
        .from(leagueDivisions)
        .where(eq(leagueDivisions.leagueId, id));
      const teams = await tx.select().from(leagueTeams).where(eq(leagueTeams.leagueId, id));
      for (const division of divisions) {
        const own = teams.filter((t) => t.divisionId === division.id).sort((a, b) => a.id - b.id);
        if (own.length < 2) throw AppApiError.conflict(APP_API_MESSAGES.leagueNeedsTeams);
        for (const [index, pairs] of doubleRoundRobin(own).entries()) {
          for (const [home, away] of pairs) {
            const [match] = await tx
              .insert(teamMatches)
              .values({
                leagueId: id,
                divisionId: division.id,
                round: index + 1,
                homeTeamId: home.id,
                awayTeamId: away.id,
                storeId: home.homeStoreId,
                scheduledAt: roundStart(league, index + 1),
              })
              .returning({ id: teamMatches.id });
            if (!match) throw new Error('team match not created');
            await tx.insert(teamGames).values(
              Array.from({ length: league.gamesPerMatch }, (_, i) => ({
                teamMatchId: match.id,
                number: i + 1,
              })),
            );
          }
        }
      }
      await tx.update(leagues).set({ status: 'running' }).where(eq(leagues.id, id));
    });
  }

  /** The organiser draws the top `size` teams' playoff once the regular season is played. */
  async function playoff(user: User, input: { id: number; size: PlayoffSize }): Promise<void> {
    await db.transaction(async (tx) => {
      const league = await lockLeague(tx, input.id);
      if (league.createdBy !== user.id) {
        throw AppApiError.forbidden(APP_API_MESSAGES.leagueNotOrganizer);
      }
      await drawPlayoff(tx, league, input.size);
    });
  }

  return { create, createTeam, invite, answer, start, playoff };
}

/** A player plays for one team a league: refused when they are already active on one. */
async function assertFree(tx: Db, leagueId: number, userId: number): Promise<void> {
  const [active] = await tx
    .select({ teamId: leagueMembers.teamId })
    .from(leagueMembers)
    .where(
      and(
        eq(leagueMembers.leagueId, leagueId),
        eq(leagueMembers.userId, userId),
        eq(leagueMembers.status, 'active'),
      ),
    );
  if (active) throw AppApiError.conflict(APP_API_MESSAGES.alreadyOnTeam);
}
