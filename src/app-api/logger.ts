import { createLogger } from '../shared/log';

/** The embedded upstream's log: the BFF's format, with service `app-api` (src/shared/log.ts). */
export const logger = createLogger('app-api');
