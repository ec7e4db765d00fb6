import { noticesSchema, type Notice } from '../../shared/schemas/common';

/** The notices of one response, from the `x-bidahub-notices` header; anything malformed → none. */
export function readNotices(header: string | null): Notice[] {
  if (!header) return [];
  try {
    const parsed = noticesSchema.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
