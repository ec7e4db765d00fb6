// The Firebase Auth emulator (firebase-tools; pure Node, works offline) for `npm start`,
// `npm run dev` and the tests: phone sign-in without SMS or reCAPTCHA, codes read from the
// emulator. Run alone: `node scripts/firebase-emulator.mjs [--port 9099] [--project demo-bidahub]`.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './lib.mjs';

export const DEMO_PROJECT_ID = 'demo-bidahub';
const HOST = '127.0.0.1';
const firebaseBin = path.join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/** The Auth emulator's port in firebase.json (9099 when absent). */
export function configuredPort() {
  try {
    const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
    return Number(config.emulators?.auth?.port) || 9099;
  } catch {
    return 9099;
  }
}

export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Starts the Auth emulator on `port` (a free one by default) and returns at once; `ready`
 * settles when it answers, or rejects when it exits or `timeoutMs` passes first.
 * Its config, CLI state and output (`emulator.log`) live in `runtimeDir` (under data/), so
 * nothing is written to the user's home; the CLI is kept off the network (no MOTD, update
 * check or usage reporting).
 */
export async function startAuthEmulator(options = {}) {
  if (!existsSync(firebaseBin)) {
    throw new Error('firebase-tools is not installed (npm install adds it as a devDependency)');
  }
  const projectId = options.projectId ?? DEMO_PROJECT_ID;
  const port = options.port ?? (await freePort());
  const runtimeDir =
    options.runtimeDir ?? path.join(root, 'data', 'firebase-emulator', String(port));
  const configDir = path.join(runtimeDir, 'config');
  const tmpDir = path.join(runtimeDir, 'tmp');
  mkdirSync(configDir, { recursive: true });
  mkdirSync(tmpDir, { recursive: true });

  const configFile = path.join(runtimeDir, 'firebase.json');
  // The hub's and the log's ports free ones too (4400 and 4500 by default): a second emulator on
  // the machine (`npm start` beside a test run, or two test runs) would otherwise take 4500 again
  // and fail to start.
  const config = {
    emulators: {
      auth: { host: HOST, port },
      hub: { host: HOST, port: await freePort() },
      logging: { host: HOST, port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(configFile, JSON.stringify(config, null, 2) + '\n');
  const logFile = path.join(runtimeDir, 'emulator.log');
  const output = options.inheritOutput ? 'inherit' : openSync(logFile, 'w');

  const child = spawn(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      configFile,
      '--non-interactive',
    ],
    {
      cwd: runtimeDir,
      stdio: ['ignore', output, output],
      env: {
        ...process.env,
        // CI skips the message-of-the-day fetch; the others the update check. Usage reporting
        // is off in a fresh config directory.
        CI: 'true',
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        XDG_CONFIG_HOME: configDir,
        // The emulator hub writes its locator file here rather than in the shared /tmp.
        TMPDIR: tmpDir,
      },
    },
  );

  if (typeof output === 'number') closeSync(output);

  let exited = false;
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    });
    child.once('error', (error) => {
      exited = true;
      resolve({ code: null, signal: null, error });
    });
  });

  const url = `http://${HOST}:${port}`;
  const timeoutMs = options.timeoutMs ?? 90_000;
  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) {
        const { code, error } = await exit;
        throw new Error(
          `the Firebase Auth emulator exited (${error?.message ?? `code ${code}`}):\n${tail(logFile)}`,
        );
      }
      const up = await fetch(`${url}/`, { signal: AbortSignal.timeout(1_000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (up) return;
      await sleep(250);
    }
    throw new Error(`the Firebase Auth emulator did not start within ${timeoutMs / 1000} s`);
  })();
  // Callers that never await `ready` must not crash the process on a late failure.
  ready.catch(() => {});

  let stopping;
  return {
    projectId,
    port,
    /** For `FIREBASE_AUTH_EMULATOR_HOST`. */
    host: `${HOST}:${port}`,
    url,
    logFile,
    child,
    ready,
    /** Asks the emulator to shut down (SIGTERM), then kills it after `graceMs`. */
    stop(graceMs = 5_000) {
      stopping ??= (async () => {
        if (exited) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exit;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

/** Verification codes the emulator has "sent": `{ phoneNumber, code, sessionInfo }[]`. */
export async function readVerificationCodes(url, projectId = DEMO_PROJECT_ID) {
  const codesUrl = `${url}/emulator/v1/projects/${projectId}/verificationCodes`;
  // A read, so safe to send again: a kept-alive socket the emulator has just closed (it happens
  // when it is busy starting up) fails the first attempt without an answer.
  const response = await fetch(codesUrl).catch(() => fetch(codesUrl));
  if (!response.ok) throw new Error(`verificationCodes: HTTP ${response.status}`);
  const body = await response.json();
  return Array.isArray(body.verificationCodes) ? body.verificationCodes : [];
}

/** Prints each new verification code for the person trying the demo; returns a stop function. */
export function printVerificationCodes(url, projectId = DEMO_PROJECT_ID, intervalMs = 1_000) {
  const seen = new Set();
  const timer = setInterval(() => {
    readVerificationCodes(url, projectId).then(
      (codes) => {
        for (const { phoneNumber, code, sessionInfo } of codes) {
          if (seen.has(sessionInfo)) continue;
          seen.add(sessionInfo);
          console.log(`📱 Mã xác minh cho ${phoneNumber}: ${code} (Firebase Auth emulator)`);
        }
      },
      () => {},
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Listens on `port` for the emulator and starts it only when something first connects (the
 * browser on the sign-up page, or the server checking a phone token): an emulator nobody uses
 * would hold about 300 MB for nothing. `start()` launches the real one on another port and
 * settles when it answers; every connection, including those that came while it started, is
 * then piped to it. A failed start closes the waiting connections and is tried again by the
 * next one.
 */
export async function serveOnDemand({ port, start }) {
  let backend = null;
  const server = net.createServer((client) => {
    client.pause();
    client.on('error', () => {});
    backend ??= start().catch((error) => {
      backend = null;
      throw error;
    });
    backend.then(
      (target) => {
        if (client.destroyed) return;
        const upstream = net.connect(target.port, HOST);
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
        client.resume();
      },
      () => client.destroy(),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });
  return {
    /** Whether the emulator has been asked to start. */
    started: () => backend !== null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * For `npm start` and `npm run dev`: when no Firebase project is configured (and only in demo
 * or development mode, the only ones that accept emulator tokens), picks the emulator's port (firebase.json's,
 * another free one if taken) and sets `FIREBASE_AUTH_EMULATOR_HOST` in `env` at once.
 * - `launch()` starts it in the background (`npm run dev`: sign-up is what a developer tries).
 * - `serve()` only listens on the port and starts it at the first connection (`npm start`).
 * The server reads the setting per request, so it can start first either way.
 */
export async function planDemoEmulator(env = process.env) {
  if (
    env.FIREBASE_PROJECT_ID ||
    env.FIREBASE_AUTH_EMULATOR_HOST ||
    env.FIREBASE_EMULATOR === 'off' ||
    // The emulator's tokens are unsigned: only demo and development modes accept them.
    !['demo', 'development'].includes(env.APP_MODE?.trim()) ||
    !existsSync(firebaseBin)
  ) {
    return null;
  }
  const preferred = configuredPort();
  const port = (await isPortFree(preferred)) ? preferred : await freePort();
  env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${port}`;

  async function launchOn(emulatorPort) {
    const emulator = await startAuthEmulator({ port: emulatorPort });
    // It lives as long as the app: a terminal's Ctrl-C reaches its process group, and a
    // normal exit of this process stops it too.
    process.once('exit', () => {
      if (emulator.child.exitCode === null) emulator.child.kill('SIGTERM');
    });
    return emulator;
  }
  const announce = (emulator) => {
    console.log(
      `Firebase Auth emulator (dự án ${emulator.projectId}) tại http://${env.FIREBASE_AUTH_EMULATOR_HOST}: ` +
        'đăng ký bằng số điện thoại không gửi SMS, mã xác minh hiện ở đây.',
    );
    printVerificationCodes(emulator.url, emulator.projectId);
  };

  return {
    host: env.FIREBASE_AUTH_EMULATOR_HOST,
    async launch() {
      let emulator;
      try {
        emulator = await launchOn(port);
      } catch (error) {
        console.warn(`Không khởi động được Firebase Auth emulator: ${error.message}`);
        return null;
      }
      emulator.ready.then(
        () => announce(emulator),
        (error) => console.warn(`Firebase Auth emulator: ${error.message}`),
      );
      return emulator;
    },
    async serve() {
      const onDemand = await serveOnDemand({
        port,
        start: async () => {
          console.log('Đang khởi động Firebase Auth emulator cho lần đăng ký đầu tiên (~12 giây)…');
          const emulator = await launchOn(await freePort());
          try {
            await emulator.ready;
          } catch (error) {
            console.warn(`Firebase Auth emulator: ${error.message}`);
            await emulator.stop();
            throw error;
          }
          announce(emulator);
          return emulator;
        },
      });
      console.log(
        `Đăng ký bằng số điện thoại: Firebase Auth emulator sẽ chạy khi cần, tại ${env.FIREBASE_AUTH_EMULATOR_HOST}.`,
      );
      return onDemand;
    },
  };
}

/** `planDemoEmulator` and `launch()` in one go; null when no emulator is wanted. */
export async function startDemoEmulatorIfUnconfigured(env = process.env) {
  const plan = await planDemoEmulator(env);
  return plan ? plan.launch() : null;
}

function argValue(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(argValue('--port') ?? configuredPort());
  const projectId = argValue('--project') ?? DEMO_PROJECT_ID;
  const emulator = await startAuthEmulator({ port, projectId });
  const stop = () => emulator.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  emulator.child.once('exit', (code) => process.exit(code ?? 1));
  try {
    await emulator.ready;
  } catch (error) {
    console.error(error.message);
    await emulator.stop();
    process.exit(1);
  }
  console.log(`Firebase Auth emulator (dự án ${projectId}) tại ${emulator.url}`);
  console.log(`FIREBASE_AUTH_EMULATOR_HOST=${emulator.host}`);
  printVerificationCodes(emulator.url, projectId);
}
