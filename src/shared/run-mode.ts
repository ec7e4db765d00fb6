/**
 * How a server process runs, from `APP_MODE`. Development shortcuts exist only in a mode a
 * person chose on purpose: `npm start` selects `demo`, `npm run dev` selects `development`.
 * Anything else, an unset variable or a typo included, is `production`, so a deployment that
 * forgets the setting gets the safe behaviour rather than the convenient one.
 *
 * | shortcut                                   | demo | development |
 * | ------------------------------------------ | ---- | ----------- |
 * | demo accounts seeded into an empty database | yes  | yes         |
 * | the public development webhook secret      | yes  | yes         |
 * | the Firebase Auth emulator (unsigned tokens) | yes | yes         |
 * | listens on 127.0.0.1 unless `HOST` is set  | yes  | yes         |
 * | stack traces in error bodies               | no   | yes         |
 *
 * Stacks stay out of `demo`: it is what a newcomer runs and shows to others, and a stack names
 * the machine's paths while helping nobody who is not editing the code.
 */
export type RunMode = 'production' | 'demo' | 'development';

export function runModeOf(env: Record<string, string | undefined>): RunMode {
  const value = env.APP_MODE?.trim();
  return value === 'demo' || value === 'development' ? value : 'production';
}

/** Demo data, the development webhook secret, the emulator, the loopback default. */
export function allowsDevShortcuts(mode: RunMode): boolean {
  return mode !== 'production';
}

/** Stack traces in error bodies: only for the developer editing the code. */
export function exposesStacks(mode: RunMode): boolean {
  return mode === 'development';
}
