/**
 * The upstream contract: every `/app-api` endpoint, declared once (see `endpoint.ts` for why a
 * typed table). Keyed by operation, as the permission table (`../permissions.ts`) is.
 */
import type { Operation } from '../permissions';
import { authEndpoints, configEndpoints } from './account';
import { boardEndpoints } from './board';
import { notificationEndpoints } from './notifications';
import type { Endpoint } from './endpoint';
import { bankEndpoints, operatorEndpoints, walletEndpoints } from './payments';
import { playerEndpoints } from './players';
import { rankingEndpoints } from './rankings';
import { storeEndpoints } from './stores';
import { matchEndpoints } from './matches';
import { followEndpoints } from './follows';
import { tourEndpoints } from './tours';
import { leagueEndpoints } from './leagues';
import { tournamentEndpoints } from './tournaments';

export const APP_API = {
  ...configEndpoints,
  ...authEndpoints,
  ...storeEndpoints,
  ...tournamentEndpoints,
  ...matchEndpoints,
  ...boardEndpoints,
  ...notificationEndpoints,
  ...playerEndpoints,
  ...rankingEndpoints,
  ...tourEndpoints,
  ...followEndpoints,
  ...leagueEndpoints,
  ...walletEndpoints,
  ...operatorEndpoints,
  ...bankEndpoints,
  // Every operation of the permission table has its endpoint (`endpoints()` takes no other).
} satisfies { [K in Operation]: Endpoint<K> };

export type AppApi = typeof APP_API;
export type AnyEndpoint = AppApi[Operation];

export {
  openApiPathOf,
  paramNamesOf,
  pathOf,
  type Endpoint,
  type EndpointShape,
  type HttpMethod,
  type PathParams,
} from './endpoint';
