import { z } from '../zod';

/** The project `npm start` and the tests use with the Auth emulator (a `demo-` id never reaches Google). */
export const DEMO_FIREBASE_PROJECT_ID = 'demo-bidahub';

/** What the browser needs to start Firebase phone sign-in: public values only, never a secret. */
export const firebaseWebConfigSchema = z.object({
  projectId: z.string(),
  apiKey: z.string(),
  authDomain: z.string(),
  /** `http://host:port` of the Auth emulator, or null for the real service. */
  emulatorUrl: z.string().nullable(),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;
