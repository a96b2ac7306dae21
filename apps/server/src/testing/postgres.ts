import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL binaries (postgresql package), newest version first; undefined when not installed. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version ? join(root, version, 'bin') : undefined;
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined;
}

async function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface TemporaryPostgres {
  url: string;
  /** Another empty database on the same cluster, for a test that must not share its jobs with the others. */
  createDatabase(name: string): Promise<string>;
  /** Stops the cluster as an operator's restart does (fast shutdown: every connection is closed)... */
  halt(): Promise<void>;
  /** ...and starts it again, on the same port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export interface TemporaryPostgresOptions {
  /** Where ports come from (default: one the system says is free now); a test gives a taken one first. */
  pickPort?: () => Promise<number>;
}

/** Starts to try on ports another process took between the probe and the start, before the error is the answer. */
const portAttempts = 5;

/**
 * A throwaway PostgreSQL cluster in a temporary folder, on a free port, trusting local connections: the database
 * tests run on real Postgres too where it is installed. As root it runs as the `postgres` user (initdb refuses root).
 */
export async function startTemporaryPostgres({ pickPort = freePort }: TemporaryPostgresOptions = {}): Promise<
  TemporaryPostgres | undefined
> {
  const bin = postgresBin();
  if (!bin) return undefined;
  const asRoot = userInfo().uid === 0;
  const exec = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);
  const directory = await mkdtemp(join(tmpdir(), 'mediakit-pg-'));
  await chmod(directory, 0o777);
  const data = join(directory, 'data');
  const log = join(directory, 'log');
  await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const optionsFor = (port: number) =>
    `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  // A port free when probed can be taken before the server binds it (a full run's outgoing connections take their
  // local ports from the same range): the server then says "could not bind" and another port is tried.
  let port = 0;
  for (let attempt = 1; ; attempt += 1) {
    port = await pickPort();
    const logBefore = (await readFile(log, 'utf8').catch(() => '')).length;
    try {
      await exec('pg_ctl', ['-D', data, '-w', '-l', log, '-o', optionsFor(port), 'start']);
      break;
    } catch (error) {
      const said = (await readFile(log, 'utf8').catch(() => '')).slice(logBefore);
      if (attempt >= portAttempts || !said.includes('could not bind')) throw error;
    }
  }
  const options = optionsFor(port);
  await exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'mediakit']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/mediakit`,
    async createDatabase(name) {
      await exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async halt() {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    async resume() {
      await exec('pg_ctl', ['-D', data, '-w', '-l', log, '-o', options, 'start']);
    },
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}
