// The first screen's reads, answered by the server inside the HTML document it sends: the
// session's user and the tournament, match or player a shared link opens. The app starts from
// them instead of asking again once its code has run, which on a phone over mobile data is
// seconds after the document arrived. Plain types, free of zod: the entry imports this file.
import type { SuperJSONResult } from 'superjson';
import type { PageNotice } from './page-notice';

/** The id of the document's `<script type="application/json">` block. */
export const DOCUMENT_DATA_ID = 'bidahub-data';

/**
 * The id of the first screen's question dialog (server/first-paint-actions.ts), which the app
 * takes over when it replaces the first screen (app/first-paint-handover.ts).
 */
export const FIRST_PAINT_DIALOG_ID = 'fp-ask';

/** The entity reads a document may carry, each keyed by the entity's id. */
export type DocumentEntityPath =
  | 'tournaments.get'
  | 'matches.get'
  | 'players.get'
  | 'players.tours'
  | 'tours.get'
  | 'tours.standings'
  | 'leagues.get'
  | 'leagues.team'
  | 'leagues.match';

/** One read as the procedure answered it, serialised as tRPC sends it (superjson). */
export type DocumentRead =
  | { path: 'auth.me' | 'config.get'; data: SuperJSONResult }
  | { path: DocumentEntityPath; input: { id: number }; data: SuperJSONResult }
  | { path: 'players.headToHead'; input: { id: number; opponent: number }; data: SuperJSONResult };

export interface DocumentData {
  /**
   * The sign-in the answers belong to: the session tag cookie of the request (headers.ts), ''
   * for a visitor. The app uses them only while its own cookie holds the same tag.
   */
  tag: string;
  reads: DocumentRead[];
  /** The outcome of the form the page's previous document posted, for the app to toast. */
  notice?: PageNotice;
}
