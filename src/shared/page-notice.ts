// The outcome of a form the document posted (server/page-actions.ts), carried to the page it
// returns to: the server paints it on that page's first screen and the app shows it as a toast.
// Plain types, free of zod: the entry imports this file.

/** The cookie holding the notice between the form's post and the page it goes back to. */
export const PAGE_NOTICE_COOKIE = 'page_notice';

export interface PageNotice {
  kind: 'success' | 'error';
  text: string;
  /** When the server wrote it (ms since the epoch): an offline copy of the page shows it no more. */
  at: number;
}

/** How long after `at` the app still shows a notice (a page replayed later does not). */
export const PAGE_NOTICE_FRESH_MS = 2 * 60_000;
