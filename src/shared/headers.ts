// Plain constants, free of zod, so the client's first load can import them for nothing.

/** Header the BFF uses to hand the upstream's warning notices of one HTTP request to the client (URI-encoded JSON). */
export const NOTICE_HEADER = 'x-bidahub-notices';

/** Most calls one batched tRPC request may carry: the server refuses more, the client splits. */
export const MAX_BATCH_SIZE = 40;
