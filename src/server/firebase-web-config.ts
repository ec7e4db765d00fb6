import { DEMO_FIREBASE_PROJECT_ID, type FirebaseWebConfig } from '../shared/schemas/firebase';

/**
 * The browser's Firebase settings from the server's environment, or null when phone sign-in is
 * not configured. With only the Auth emulator configured, the demo project is used.
 */
export function firebaseWebConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): FirebaseWebConfig | null {
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
  const projectId =
    env.FIREBASE_PROJECT_ID?.trim() || (emulatorHost ? DEMO_FIREBASE_PROJECT_ID : null);
  // The emulator accepts any API key; the real service needs the project's own.
  const apiKey = env.FIREBASE_API_KEY?.trim() || (emulatorHost ? 'demo-api-key' : null);
  if (!projectId || !apiKey) return null;
  return {
    projectId,
    apiKey,
    authDomain: env.FIREBASE_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`,
    emulatorUrl: emulatorHost ? `http://${emulatorHost}` : null,
  };
}
