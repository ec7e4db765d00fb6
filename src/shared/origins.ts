// Origins from configuration (PUBLIC_ORIGIN, IMAGE_ORIGINS), and where pictures may come from:
// BidaHub itself, or the origins a deployment lists in IMAGE_ORIGINS. A picture from anywhere
// else would let its author watch every viewer (their IP, the moment they looked), so the
// upstream refuses such URLs and the page's CSP loads no other.

/**
 * `https://bidahub.vn, https://www.bidahub.vn` → the origins (scheme, host, port), and the
 * entries that are not one: the server refuses to start with those rather than guess.
 */
export function parseOrigins(
  value: string | undefined,
  { httpsOnly = false } = {},
): { origins: string[]; invalid: string[] } {
  const origins = new Set<string>();
  const invalid: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    const text = entry.trim();
    if (!text) continue;
    let url: URL | null = null;
    try {
      url = new URL(text);
    } catch {
      url = null;
    }
    const allowed = httpsOnly ? ['https:'] : ['https:', 'http:'];
    if (url && allowed.includes(url.protocol) && url.origin !== 'null') origins.add(url.origin);
    else invalid.push(text);
  }
  return { origins: [...origins], invalid };
}

/** A same-origin path (`/…`, not `//host`), or an https URL on one of `origins`. */
export function isAllowedImageUrl(url: string, origins: readonly string[]): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && origins.includes(parsed.origin);
  } catch {
    return false;
  }
}
