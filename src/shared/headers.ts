// Plain constants, free of zod, so the client's first load can import them for nothing.

/** Header the BFF uses to hand the upstream's warning notices of one HTTP request to the client (URI-encoded JSON). */
export const NOTICE_HEADER = 'x-bidahub-notices';

/** Most calls one batched tRPC request may carry: the server refuses more, the client splits. */
export const MAX_BATCH_SIZE = 40;

/**
 * A readable cookie set and cleared with the (HttpOnly) session, holding a random tag of that
 * sign-in, never the token; the app sends it on its reads (SESSION_TAG_HEADER) so that the
 * service worker keeps each session's answers apart: the next person on a phone, offline,
 * is never shown the previous user's (src/client/sw/sw.ts).
 */
export const SESSION_TAG_COOKIE = 'session_tag';
export const SESSION_TAG_HEADER = 'x-session-tag';

/**
 * On an HTML document written for a session (its data block holds the user's own answers:
 * auth.me's phone, e-mail, address): the SESSION_TAG_COOKIE it was written for ('' if none came).
 * The service worker keeps such a document only under that sign-in, and shows it only while the
 * browser holds the same one (src/client/sw/sw.ts).
 */
export const SESSION_DOCUMENT_HEADER = 'x-bidahub-session-document';
