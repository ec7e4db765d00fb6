import { Router, type RequestHandler } from 'express';
import { APP_API } from '../../shared/contract';
import type { NotificationService } from '../services/notifications';
import { endpointRoutes, type EndpointRoutesOptions } from './endpoint-route';

export function createNotificationRoutes(
  deps: { notifications: NotificationService } & EndpointRoutesOptions,
): Router {
  const { notifications } = deps;
  const router = Router();
  const serve = endpointRoutes(router, deps);

  serve(
    APP_API['notifications.list'],
    async ({ query, user }) => await notifications.list(user, query.after),
  );
  serve(APP_API['notifications.settings'], async ({ user }) => await notifications.settings(user));
  serve(
    APP_API['notifications.updateSettings'],
    async ({ body, user }) => await notifications.updateSettings(user, body),
  );
  serve(
    APP_API['notifications.subscribePush'],
    async ({ body, user }) => await notifications.subscribe(user, body),
  );
  serve(APP_API['notifications.unsubscribePush'], async ({ body, user }) => {
    await notifications.unsubscribe(user, body.endpoint);
    return null;
  });
  return router;
}

/**
 * After a change to tournaments or matches has been answered (its transaction committed), the
 * notices it wrote are sent: the board's calls reach the players within the same second.
 */
export function deliverNoticesAfterChanges(notifications: NotificationService): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET') res.on('finish', () => notifications.deliverSoon());
    next();
  };
}
