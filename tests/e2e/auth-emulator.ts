// The Firebase Auth emulator the end-to-end run starts beside the server (playwright.config.ts),
// and what the tests read from it: the verification codes it "sent".
import * as emulator from '../support/auth-emulator';

export const AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9399);
export const AUTH_EMULATOR_HOST = `127.0.0.1:${AUTH_EMULATOR_PORT}`;
export const AUTH_EMULATOR_URL = `http://${AUTH_EMULATOR_HOST}`;

export const waitForCode = (phone: string, known = 0) =>
  emulator.waitForCode(AUTH_EMULATOR_URL, phone, known);
export const codeCount = (phone: string) => emulator.codeCount(AUTH_EMULATOR_URL, phone);
export const emulatorIdToken = (phone: string) =>
  emulator.emulatorIdToken(AUTH_EMULATOR_URL, phone);
