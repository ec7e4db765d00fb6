import { Router } from 'express';
import type { StoreListItem } from '../../shared/schemas/stores';
import { deepSnakeKeys } from '../../shared/wire/case';
import type { StoreService } from '../services/stores';
import { parseQuery, sendData } from './http';
import { storeListQuery } from './queries';

export function createStoreRoutes(deps: { stores: StoreService }): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const list: StoreListItem[] = await deps.stores.list(parseQuery(storeListQuery, req.query));
    sendData(res, deepSnakeKeys(list));
  });

  router.get('/cities', async (_req, res) => {
    sendData(res, await deps.stores.cities());
  });

  return router;
}
