import superjson from 'superjson';
import { DOCUMENT_DATA_ID, type DocumentData, type DocumentRead } from '../../shared/document-data';
import { PAGE_NOTICE_FRESH_MS, type PageNotice } from '../../shared/page-notice';
import { sessionTag, type RouterOutputs } from '../lib/trpc';
import type { queryUtils } from './clients';

type Utils = typeof queryUtils;
type Seeds = {
  [Path in DocumentRead['path']]: (
    utils: Utils,
    read: Extract<DocumentRead, { path: Path }>,
  ) => void;
};

// Each read the server may write, into the cache entry its page's query reads.
const SEEDS: Seeds = {
  'auth.me': (utils, { data }) =>
    utils.auth.me.setData(undefined, superjson.deserialize<RouterOutputs['auth']['me']>(data)),
  'config.get': (utils, { data }) =>
    utils.config.get.setData(
      undefined,
      superjson.deserialize<RouterOutputs['config']['get']>(data),
    ),
  'tournaments.get': (utils, { input, data }) =>
    utils.tournaments.get.setData(
      input,
      superjson.deserialize<RouterOutputs['tournaments']['get']>(data),
    ),
  'matches.get': (utils, { input, data }) =>
    utils.matches.get.setData(input, superjson.deserialize<RouterOutputs['matches']['get']>(data)),
  'players.get': (utils, { input, data }) =>
    utils.players.get.setData(input, superjson.deserialize<RouterOutputs['players']['get']>(data)),
  'players.tours': (utils, { input, data }) =>
    utils.players.tours.setData(
      input,
      superjson.deserialize<RouterOutputs['players']['tours']>(data),
    ),
  'tours.get': (utils, { input, data }) =>
    utils.tours.get.setData(input, superjson.deserialize<RouterOutputs['tours']['get']>(data)),
  'tours.standings': (utils, { input, data }) =>
    utils.tours.standings.setData(
      input,
      superjson.deserialize<RouterOutputs['tours']['standings']>(data),
    ),
  'leagues.get': (utils, { input, data }) =>
    utils.leagues.get.setData(input, superjson.deserialize<RouterOutputs['leagues']['get']>(data)),
  'leagues.team': (utils, { input, data }) =>
    utils.leagues.team.setData(
      input,
      superjson.deserialize<RouterOutputs['leagues']['team']>(data),
    ),
  'leagues.match': (utils, { input, data }) =>
    utils.leagues.match.setData(
      input,
      superjson.deserialize<RouterOutputs['leagues']['match']>(data),
    ),
  'players.headToHead': (utils, { input, data }) =>
    utils.players.headToHead.setData(
      input,
      superjson.deserialize<RouterOutputs['players']['headToHead']>(data),
    ),
};

let notice: PageNotice | null = null;

/**
 * The outcome of the form the previous document posted (server/page-actions.ts), once: the app
 * toasts it when it replaces the first screen that said it. A copy of the page replayed offline
 * long after says nothing.
 */
export function takeDocumentNotice(): PageNotice | null {
  const taken = notice;
  notice = null;
  return taken && Date.now() - taken.at < PAGE_NOTICE_FRESH_MS ? taken : null;
}

/**
 * Puts the reads the server answered inside the document (shared/document-data.ts) into the
 * query cache, as answered now, so the first screen renders without asking for them again.
 * Only while the browser holds the sign-in they were read for: another tag means the cookies
 * changed since (a sign-out in another tab), and the app asks for itself.
 */
export function seedFromDocument(utils: Utils): void {
  const block = document.getElementById(DOCUMENT_DATA_ID);
  if (!block?.textContent) return;
  block.remove();
  let data: DocumentData;
  try {
    data = JSON.parse(block.textContent) as DocumentData;
  } catch {
    return;
  }
  notice = data.notice ?? null;
  if (data.tag !== sessionTag()) return;
  for (const read of data.reads) {
    const seed = SEEDS[read.path] as (utils: Utils, read: DocumentRead) => void;
    seed(utils, read);
  }
}
