import { Router, type Request } from 'express';
import type { Bracket, Match } from '../../shared/schemas/matches';
import type {
  JoinResult,
  Standing,
  Tournament,
  TournamentPlayer,
} from '../../shared/schemas/tournaments';
import { deepSnakeKeys } from '../../shared/wire/case';
import {
  createTournamentBodyWire,
  startTournamentBodyWire,
  updateTournamentBodyWire,
} from '../../shared/wire/tournaments';
import type { User } from '../../shared/schemas/user';
import type { AuthService } from '../services/auth';
import type { MatchService } from '../services/matches';
import type { TournamentService } from '../services/tournaments';
import {
  authed,
  optionalUser,
  parseBody,
  parseQuery,
  pathId,
  permitted,
  sendData,
  sendPage,
} from './http';
import { TOURNAMENTS_PER_PAGE, myTournamentsQuery, pageOf, tournamentListQuery } from './queries';

export interface TournamentRouteDeps {
  auth: AuthService;
  tournaments: TournamentService;
  matches: MatchService;
}

/** The start body carries the seeding; the shared start schema also wants the id: the path's wins. */
export function createTournamentRoutes(deps: TournamentRouteDeps): Router {
  const { auth, tournaments, matches } = deps;
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseQuery(tournamentListQuery, req.query);
    sendPage(
      res,
      await tournaments.list({
        ...pageOf(query, TOURNAMENTS_PER_PAGE),
        q: query.q,
        status: query.status,
        game: query.game,
        storeId: query.store_id,
      }),
    );
  });

  router.get(
    '/joined',
    authed(auth, async (req, res, { user }) => {
      const query = parseQuery(myTournamentsQuery, req.query);
      sendPage(
        res,
        await tournaments.joined(user.id, {
          ...pageOf(query, TOURNAMENTS_PER_PAGE),
          status: query.status,
        }),
      );
    }),
  );

  router.get(
    '/managing',
    // Same rule as the menu: managing tournaments is for organisers.
    permitted(auth, 'tournament.create', async (req, res, { user }) => {
      const query = parseQuery(myTournamentsQuery, req.query);
      sendPage(
        res,
        await tournaments.managing(user.id, {
          ...pageOf(query, TOURNAMENTS_PER_PAGE),
          status: query.status,
        }),
      );
    }),
  );

  router.post(
    '/',
    authed(auth, async (req, res, { user }) => {
      const body = parseBody(createTournamentBodyWire, req.body);
      const created: Tournament = await tournaments.create(user, body);
      res.status(201);
      sendData(res, deepSnakeKeys(created));
    }),
  );

  router.get('/:id', async (req, res) => {
    const tournament: Tournament = await tournaments.get(
      pathId(req),
      await optionalUser(auth, req),
    );
    sendData(res, deepSnakeKeys(tournament));
  });

  router.put(
    '/:id',
    authed(auth, async (req, res, { user }) => {
      const id = pathId(req);
      const fields = parseBody(updateTournamentBodyWire, req.body);
      const updated: Tournament = await tournaments.update(user, id, fields);
      sendData(res, deepSnakeKeys(updated));
    }),
  );

  router.delete(
    '/:id',
    authed(auth, async (req, res, { user }) => {
      await tournaments.remove(user, pathId(req));
      sendData(res, null);
    }),
  );

  const action = (
    name: string,
    run: (id: number, req: Request, user: User) => Promise<Tournament | JoinResult>,
  ) =>
    router.post(
      `/:id/${name}`,
      authed(auth, async (req, res, { user }) => {
        const id = pathId(req);
        sendData(res, deepSnakeKeys(await run(id, req, user)));
      }),
    );

  action('open', (id, _req, user) => tournaments.open(user, id));
  action('cancel', (id, _req, user) => tournaments.cancel(user, id));
  action('join', (id, _req, user) => tournaments.join(user, id));
  action('leave', (id, _req, user) => tournaments.leave(user, id));
  action('start', (id, req, user) => {
    return tournaments.start(user, id, parseBody(startTournamentBodyWire, req.body));
  });

  router.get('/:id/players', async (req, res) => {
    const players: TournamentPlayer[] = await tournaments.players(
      pathId(req),
      await optionalUser(auth, req),
    );
    sendData(res, deepSnakeKeys(players));
  });

  router.get('/:id/standings', async (req, res) => {
    const standings: Standing[] = await tournaments.standings(
      pathId(req),
      await optionalUser(auth, req),
    );
    sendData(res, deepSnakeKeys(standings));
  });

  router.get('/:id/bracket', async (req, res) => {
    const bracket: Bracket = await tournaments.bracket(pathId(req), await optionalUser(auth, req));
    sendData(res, deepSnakeKeys(bracket));
  });

  router.get('/:id/matches', async (req, res) => {
    const list: Match[] = await matches.ofTournament(pathId(req), await optionalUser(auth, req));
    sendData(res, deepSnakeKeys(list));
  });

  return router;
}
