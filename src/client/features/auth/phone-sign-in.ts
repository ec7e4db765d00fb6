// The only module that imports Firebase. The phone pages load it on demand, so Firebase never
// weighs on the other pages.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  type ConfirmationResult,
} from 'firebase/auth';
import type { FirebaseWebConfig } from '../../../shared/schemas/firebase';

export interface PhoneSignIn {
  /** Sends a code to `phone` (E.164), behind an invisible reCAPTCHA on `containerId`. */
  sendCode(phone: string): Promise<void>;
  /** Checks the code of the last send; returns the Firebase ID token proving the phone. */
  confirmCode(code: string): Promise<string>;
  dispose(): void;
}

let instances = 0;

export function createPhoneSignIn(config: FirebaseWebConfig, containerId: string): PhoneSignIn {
  const app = initializeApp(
    { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
    `bidahub-phone-${++instances}`,
  );
  // In memory only: the token is handed to our server at once; the session is our cookie.
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  auth.languageCode = 'vi';
  if (config.emulatorUrl) {
    // The page says itself that codes come from the emulator; no Firebase banner.
    connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  }

  let verifier: RecaptchaVerifier | null = null;
  let confirmation: ConfirmationResult | null = null;

  return {
    async sendCode(phone) {
      // A fresh invisible widget per send: a used reCAPTCHA token cannot be sent again.
      verifier?.clear();
      verifier = new RecaptchaVerifier(auth, containerId, { size: 'invisible' });
      confirmation = await signInWithPhoneNumber(auth, phone, verifier);
    },
    async confirmCode(code) {
      if (!confirmation)
        throw Object.assign(new Error('no code sent'), { code: 'auth/invalid-verification-id' });
      const credential = await confirmation.confirm(code);
      return credential.user.getIdToken();
    },
    dispose() {
      verifier?.clear();
      verifier = null;
      void deleteApp(app);
    },
  };
}
