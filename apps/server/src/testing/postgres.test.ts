import { createServer, type Server } from 'node:net';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { postgresBin, startTemporaryPostgres, type TemporaryPostgres } from './postgres';

const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

let postgres: TemporaryPostgres | undefined;
const taken = createServer();

afterAll(async () => {
  await postgres?.stop();
  await new Promise((done) => taken.close(done));
});

// A full run failed once with "could not bind IPv4 address: Address already in use": the probed port was taken
// before PostgreSQL bound it.
it.runIf(postgresBin())('starts on another port when the one it picked was taken meanwhile', async () => {
  const takenPort = await listening(taken);
  const picked: number[] = [];
  const free = createServer();
  const freePort = await listening(free);
  await new Promise((done) => free.close(done));
  const ports = [takenPort, freePort];
  postgres = await startTemporaryPostgres({
    pickPort: async () => {
      const port = ports.shift()!;
      picked.push(port);
      return port;
    },
  });
  expect(picked).toEqual([takenPort, freePort]);
  expect(postgres?.url).toBe(`postgres://postgres@127.0.0.1:${freePort}/mediakit`);
  const client = new pg.Client({ connectionString: postgres!.url });
  await client.connect();
  const { rows } = await client.query('select 1 as one');
  await client.end();
  expect(rows).toEqual([{ one: 1 }]);
});
