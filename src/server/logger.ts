import { createLogger } from '../shared/log';

export type { Logger } from '../shared/log';

/** The BFF's log (src/shared/log.ts). */
export const logger = createLogger('bidahub');
