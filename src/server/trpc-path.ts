/** A path percent-decoded, or as it is when it does not decode (`%E0%A4%A`). */
export function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The procedures a path below `/trpc` names: `/auth.login,auth.me` → both (a batch). */
export function proceduresOfPath(path: string): string[] {
  return decodedPath(path.slice(1)).split(',');
}
