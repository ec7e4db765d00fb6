import { Router } from 'express';
import { APP_API } from '../../shared/contract';
import type { FollowService } from '../services/follows';
import { endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';

/** `/follows`: the caller's own follows, and the events they bring. */
export function createFollowRoutes(deps: { follows: FollowService } & EndpointRoutesOptions) {
  const { follows } = deps;
  const router = Router();
  const serve = endpointRoutes(router, deps);
  serve(APP_API['follows.list'], async ({ user }) => await follows.list(user));
  serve(APP_API['follows.set'], async ({ body, user }) => await follows.set(user, body));
  serve(APP_API['follows.feed'], async ({ user }) => await follows.feed(user));
  return router;
}
