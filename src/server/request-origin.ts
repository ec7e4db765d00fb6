import type { Request } from 'express';

/**
 * The origin a request came to, for absolute links the server writes (a calendar's event URLs,
 * a share preview's picture): behind a proxy, its forwarded scheme and host when the app trusts
 * it (`trust proxy`).
 */
export const requestOrigin = (req: Request): string => `${req.protocol}://${req.get('host') ?? ''}`;
