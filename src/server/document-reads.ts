// The first screen's reads made while the server writes the HTML document, as the request's
// user, and handed to the app inside it (shared/document-data.ts): on a phone over mobile data
// the page then renders its buttons as soon as its code has run, instead of asking for the same
// answers one round trip later.
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import superjson from 'superjson';
import {
  DOCUMENT_DATA_ID,
  type DocumentData,
  type DocumentEntityPath,
  type DocumentRead,
} from '../shared/document-data';
import { SESSION_TAG_COOKIE } from '../shared/headers';
import type { PageNotice } from '../shared/page-notice';
import type { EntityReads } from './entity-texts';
import { requestCaller, type CallerDeps } from './request-caller';
import { readToken } from './trpc';

interface DocumentReads extends EntityReads {
  /** The session's user (null for a visitor), asked of the upstream once. */
  viewer(): ReturnType<NonNullable<EntityReads['viewer']>>;
  /** The document's data block: what has been answered so far, and the notice to show. */
  block(notice: PageNotice | null): string;
}

export type DocumentReader = (req: Request, res: Response) => DocumentReads;

/** A read without its answer: its path, and its input where it has one (each kind apart). */
type WithoutData<Read> = Read extends unknown ? Omit<Read, 'data'> : never;
type DocumentReadKey = WithoutData<DocumentRead>;

/**
 * Reads for one document request. They run in one context, as one batched tRPC request would:
 * the upstream is asked for the user once. An expired session leaves `auth.me` out and the app's
 * own call clears it (request-caller.ts).
 */
export function documentReader(options: CallerDeps): DocumentReader {
  return (req, res) => {
    const token = readToken(req);
    const caller = requestCaller(options, req, res);
    const reads: DocumentRead[] = [];
    let user: ReturnType<DocumentReads['viewer']> | undefined;
    const viewer = () =>
      (user ??= caller.auth.me().then((found) => {
        if (found || !token) reads.push({ path: 'auth.me', data: superjson.serialize(found) });
        return found;
      }));
    // A read's answer, kept for the block under the key the app's query reads it by.
    const answered = async <T>(key: DocumentReadKey, read: Promise<T>) => {
      const data = await read;
      reads.push({ ...key, data: superjson.serialize(data) });
      return data;
    };
    const entity = <T>(path: DocumentEntityPath, id: number, read: Promise<T>) =>
      answered({ path, input: { id } }, read);
    return {
      tournament: (id) => entity('tournaments.get', id, caller.tournaments.get({ id })),
      match: (id) => entity('matches.get', id, caller.matches.get({ id })),
      async player(id) {
        // Its seasons are on the profile's first screen too: read beside the player and waited
        // for, so the block carries them whenever the player came in time (a read left running
        // would land after the block was written, work for nothing). A failure leaves them out.
        const [player] = await Promise.all([
          entity('players.get', id, caller.players.get({ id })),
          entity('players.tours', id, caller.players.tours({ id })).catch(() => null),
        ]);
        return player;
      },
      tour: (id) => entity('tours.get', id, caller.tours.get({ id })),
      tourStandings: (id) => entity('tours.standings', id, caller.tours.standings({ id })),
      league: (id) => entity('leagues.get', id, caller.leagues.get({ id })),
      team: (id) => entity('leagues.team', id, caller.leagues.team({ id })),
      teamMatch: (id) => entity('leagues.match', id, caller.leagues.match({ id })),
      config: () => answered({ path: 'config.get' }, caller.config.get()),
      headToHead: (id, opponent) =>
        answered(
          { path: 'players.headToHead', input: { id, opponent } },
          caller.players.headToHead({ id, opponent }),
        ),
      viewer,
      block(notice) {
        const tag = parseCookies(req.headers.cookie ?? '')[SESSION_TAG_COOKIE] ?? '';
        const data: DocumentData = { tag, reads, ...(notice ? { notice } : {}) };
        // `<` escaped: a name holding "</script>" stays inside the block.
        const json = JSON.stringify(data).replace(/</g, '\\u003c');
        return `<script type="application/json" id="${DOCUMENT_DATA_ID}">${json}</script>`;
      },
    };
  };
}
