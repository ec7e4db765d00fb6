import { Router } from 'express';
import type { Store } from '../../shared/schemas/stores';
import { deepSnakeKeys } from '../../shared/wire/case';
import type { StoreService } from '../services/stores';
import { sendData } from './http';

export function createStoreRoutes(deps: { stores: StoreService }): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    const list: Store[] = await deps.stores.list();
    sendData(res, deepSnakeKeys(list));
  });

  return router;
}
