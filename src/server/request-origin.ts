import type { Request } from 'express';

/**
 * The origin for absolute links the server writes (a calendar's event URLs, a share preview's
 * picture and address). With PUBLIC_ORIGIN set, always one of those: the request's own when it
 * is one of them, else the first. The request's Host header alone is the client's to choose,
 * and a link built from it could point a shared preview or a cached calendar anywhere. Without
 * PUBLIC_ORIGIN, the request's origin (behind a trusted proxy, its forwarded scheme and host).
 */
export function linkOrigin(publicOrigins: readonly string[]): (req: Request) => string {
  return (req) => {
    const asked = `${req.protocol}://${req.get('host') ?? ''}`;
    const [first] = publicOrigins;
    if (first === undefined) return asked;
    return publicOrigins.includes(asked) ? asked : first;
  };
}
