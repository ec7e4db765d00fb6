import { z } from 'zod';

// Every schema in the project imports z from here, so messages the shared schemas do not spell
// out themselves still come back in Vietnamese.
z.config(z.locales.vi());

// In a browser the schemas run without zod's compiled fast path: the page's content security
// policy allows no eval, so the fast path could never run there, and zod's probe for it (a
// `new Function` it catches) was reported as a violation on every page that loads a form. The
// server keeps it.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
