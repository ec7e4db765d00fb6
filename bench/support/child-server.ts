// A BidaHub server in a child process for the benchmarks: started, waited for, measured (RSS of
// it and of its children, from /proc) and always stopped, whatever happens to the bench.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { projectRoot } from '../../src/app-api/db/paths';

/** Resident set size of one process in MB (/proc on Linux, `ps` elsewhere); 0 once it is gone. */
export function rssMb(pid: number): number {
  try {
    if (process.platform === 'linux') {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
    }
    const kb = execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
    return Number(kb) / 1024;
  } catch {
    return 0;
  }
}

/** The process and all its descendants (Linux: parent ids from /proc/<pid>/stat). */
export function processTree(pid: number): number[] {
  if (process.platform !== 'linux') return [pid];
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const siblings = children.get(ppid) ?? [];
      siblings.push(Number(entry));
      children.set(ppid, siblings);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree: number[] = [];
  const queue = [pid];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    tree.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return tree;
}

/** RSS of a process tree in MB: what the machine gives the whole server. */
export function treeRssMb(pid: number): number {
  return processTree(pid).reduce((sum, member) => sum + rssMb(member), 0);
}

/** Samples `measure` every `everyMs` while `run` runs; resolves with its result and the peak. */
export async function samplePeak<T>(
  measure: () => number,
  run: () => Promise<T>,
  everyMs = 250,
): Promise<{ result: T; peak: number }> {
  let peak = measure();
  const timer = setInterval(() => {
    peak = Math.max(peak, measure());
  }, everyMs);
  try {
    const result = await run();
    return { result, peak: Math.max(peak, measure()) };
  } finally {
    clearInterval(timer);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

export interface ChildServer {
  child: ChildProcess;
  pid: number;
  base: string;
  /** Everything the server wrote to stdout/stderr, line by line. */
  output: string[];
  stop(): Promise<void>;
}

// Whatever happens, no server outlives the bench.
const running = new Set<ChildServer>();
process.on('exit', () => {
  for (const server of running) server.child.kill('SIGKILL');
});

export function stopAll(): Promise<void> {
  return Promise.all([...running].map((server) => server.stop())).then(() => undefined);
}

export interface StartOptions {
  /** The command after `node`, e.g. `['dist/server/main.js']`. */
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Up after this path answers 200 (default `/healthz`). */
  readyPath?: string;
  timeoutMs?: number;
}

/** Starts `node <args>` on a free port (`PORT` in its environment) and waits until it answers. */
export async function startChildServer(options: StartOptions): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, options.args, {
    cwd: projectRoot(),
    env: { ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    // Whole lines only: a chunk may end in the middle of one.
    let partial = '';
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines.filter(Boolean));
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ChildServer = {
    child,
    pid: child.pid ?? 0,
    base: `http://127.0.0.1:${port}`,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));

  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${output.slice(-20).join('\n')}`);
    }
    const ok = await fetch(`${server.base}${options.readyPath ?? '/healthz'}`).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      },
      () => false,
    );
    if (ok) return server;
    if (Date.now() > deadline) throw new Error(`server not healthy after ${options.timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The environment of a production server on the embedded upstream, without the emulator. */
export function productionEnv(databaseUrl: string, extra: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    ...extra,
  };
  // Production mode, embedded upstream, and no emulator host (main.ts refuses it in production).
  delete env.APP_MODE;
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.APP_API_BASE_URL;
  return env;
}
