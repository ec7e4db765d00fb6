// A cap on the live views (server-sent event streams) one client IP holds open on this
// instance. Each costs a socket and a bus listener for as long as it lasts, so without a cap one
// script could hold thousands. The cap is generous: a club's Wi-Fi or a carrier's NAT puts many
// phones behind one address, each following a match and a tournament.

/** The default per IP: 64 players and their spectators at one club, two views each, and room. */
export const LIVE_VIEWS_PER_IP = 200;

/** What a view is held open by: its response, which says when it closes. */
interface Closable {
  once(event: 'close', listener: () => void): unknown;
}

export interface LiveSlots {
  /** Takes a slot for `ip` until `stream` closes; false when the IP holds `limit` already. */
  hold(ip: string, stream: Closable): boolean;
  /** The views `ip` holds open now. */
  held(ip: string): number;
}

export function createLiveSlots(limit: number = LIVE_VIEWS_PER_IP): LiveSlots {
  const open = new Map<string, number>();
  return {
    hold(ip, stream) {
      const count = open.get(ip) ?? 0;
      if (count >= limit) return false;
      open.set(ip, count + 1);
      stream.once('close', () => {
        const left = (open.get(ip) ?? 1) - 1;
        if (left > 0) open.set(ip, left);
        else open.delete(ip);
      });
      return true;
    },
    held: (ip) => open.get(ip) ?? 0,
  };
}
