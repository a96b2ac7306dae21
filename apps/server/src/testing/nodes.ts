import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '../config';

/** The built server (globalSetup builds it): what production runs, with no TypeScript compiler in the process. */
export const builtServer = join(repoRoot, 'apps/server/dist/main.js');

export async function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Polls until `condition` holds. Every wait in the process tests waits for an event this way, never for a fixed
 * time; `limitMs` only ends a run that is broken (a node that never comes up), so it is generous: it is not a
 * performance bound, and a slow machine only makes the wait longer.
 */
export async function waitFor<T>(
  what: string,
  condition: () => Promise<T | undefined | false> | T | undefined | false,
  limitMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (let delay = 20; ; delay = Math.min(250, delay * 1.5)) {
    const value = await Promise.resolve()
      .then(condition)
      .catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting (${limitMs} ms) for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

export interface NodeProcess {
  role: 'api' | 'worker';
  /** Its HTTP: the API (api) or health, readiness and metrics (worker). */
  url: string;
  child: ChildProcess;
  pid: number;
  /** Its JSON log lines so far. */
  logs: Record<string, unknown>[];
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
  /** Waits for a log line that matches. */
  logged(match: (line: Record<string, unknown>) => boolean, what: string): Promise<Record<string, unknown>>;
}

/**
 * Starts the built server as its own process (`serve` with MEDIAKIT_WORKERS=0 for an API node, `worker` for a
 * worker node) and waits until it is ready (`/api/ready` answers 200), unless `waitReady` is false.
 */
export async function startNode(
  role: 'api' | 'worker',
  env: Record<string, string>,
  { waitReady = true }: { waitReady?: boolean } = {},
): Promise<NodeProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [builtServer, role === 'api' ? 'serve' : 'worker'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      MEDIAKIT_SEED_DEMO: '0',
      MEDIAKIT_LOG_LEVEL: 'info',
      ...(role === 'api' ? { PORT: String(port), MEDIAKIT_WORKERS: '0' } : { MEDIAKIT_HEALTH_PORT: String(port) }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let pending = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
    waiters.forEach((wake) => wake());
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    }),
  );
  const node: NodeProcess = {
    role,
    url: `http://127.0.0.1:${port}`,
    child,
    pid: child.pid!,
    logs,
    exited,
    isRunning: () => running,
    logged: (match, what) =>
      waitFor(`${role} node ${child.pid} to log ${what}`, () => logs.find(match) ?? (running ? undefined : null)).then(
        (line) => {
          if (!line) throw new Error(`The ${role} node exited before it logged ${what}: ${stderr}`);
          return line;
        },
      ),
  };
  if (waitReady) {
    // A start takes a second or two; on a 2-core machine with some thirty processes queued it took up to two
    // minutes (loading the modules), hence the generous safety limit.
    await waitFor(
      `the ${role} node on ${node.url} to be ready`,
      async () => {
        if (!running) throw new Error(`The ${role} node exited at start: ${stderr}`);
        return (await fetch(`${node.url}/api/ready`)).ok || undefined;
      },
      300_000,
    ).catch((error: unknown) => {
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}\n${stderr}`);
    });
  }
  return node;
}

/** Sends a signal and waits for the process to exit. */
export async function stopNode(node: NodeProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (!node.isRunning()) return node.exited;
  node.child.kill(signal);
  return node.exited;
}

/** The child processes of `pid` running `command` (from /proc), e.g. a worker's ffmpeg. */
export function childProcesses(pid: number, command: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, comm, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
      const [state, parent] = rest?.split(' ') ?? [];
      if (comm === command && Number(parent) === pid && state !== 'Z') found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Whether a process exists and is not a zombie. */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^\d+ \(.*\) (\w)/s.exec(stat)?.[1] !== 'Z';
  } catch {
    return false;
  }
}

export interface TcpProxy {
  port: number;
  /** Connections reset so far by `resetUploads`. */
  readonly resets: number;
  /** Resets (TCP RST) the next `count` connections on which the client starts an upload (an HTTP PUT). */
  resetUploads(count: number): void;
  close(): Promise<void>;
}

/** A TCP proxy in front of a service (the S3 stand-in) that can break the connections going through it. */
export async function tcpProxy(targetPort: number): Promise<TcpProxy> {
  let toReset = 0;
  let resets = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (toReset > 0 && chunk.subarray(0, 4).toString('latin1') === 'PUT ') {
        toReset -= 1;
        resets += 1;
        client.resetAndDestroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    get resets() {
      return resets;
    },
    resetUploads(count) {
      toReset = count;
    },
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

/**
 * A load balancer as far as a client can tell: every connection goes to the first backend that accepts it, so a
 * node that died or stopped listening is passed over for the next.
 */
export async function loadBalancer(backends: () => string[]): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    client.pause();
    sockets.add(client);
    const tryBackend = (index: number) => {
      const url = backends()[index];
      if (!url) {
        client.destroy();
        return;
      }
      const { hostname, port } = new URL(url);
      const upstream = connect(Number(port), hostname);
      upstream.once('error', () => tryBackend(index + 1));
      upstream.once('connect', () => {
        upstream.removeAllListeners('error');
        sockets.add(upstream);
        client.pipe(upstream).pipe(client);
        client.resume();
        const end = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
      });
    };
    tryBackend(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
