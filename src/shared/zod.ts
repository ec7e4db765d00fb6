import { z } from 'zod';

// Every schema in the project imports z from here, so messages the shared schemas do not spell
// out themselves still come back in Vietnamese.
z.config(z.locales.vi());

export { z };
