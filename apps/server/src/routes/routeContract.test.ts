import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { RouteRecord } from '../app';
import { startTestServer, type TestServer } from '../testing/testServer';
import { contractPath } from './systemRoutes';

type Schema = { properties?: Record<string, unknown>; $ref?: string; allOf?: Schema[] };
type Operation = {
  requestBody?: { $ref?: string; content?: Record<string, { schema?: Schema }> };
};
const document = parse(readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; requestBodies: Record<string, Operation['requestBody']> };
};

const resolve = <T extends { $ref?: string }>(value: T | undefined): T | undefined => {
  if (!value?.$ref) return value;
  const [, , group, name] = value.$ref.split('/');
  return (document.components as unknown as Record<string, Record<string, T>>)[group!]?.[name!];
};

/** The fields an operation's request body names, over all its content types. */
function documentedFields(operation: Operation): string[] {
  const body = resolve(operation.requestBody);
  const fields = new Set<string>();
  for (const media of Object.values(body?.content ?? {})) {
    const schema = resolve(media.schema);
    for (const name of Object.keys(schema?.properties ?? {})) fields.add(name);
  }
  return [...fields].sort();
}

const toYamlPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let server: TestServer;
let routes: RouteRecord[];
beforeAll(async () => {
  server = await startTestServer();
  routes = server.app!.mediakitRoutes;
});
afterAll(async () => {
  await server?.stop();
});

describe('routes against openapi.yaml (the one contract)', () => {
  it('serves every path and method of the document', () => {
    const served = new Set(routes.map((route) => `${route.method} ${toYamlPath(route.url)}`));
    const missing = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((key) => !served.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it('documents every route it serves', () => {
    const undocumented = routes
      .filter((route) => route.contract)
      .map((route) => `${route.method} ${toYamlPath(route.url)}`)
      .filter((key) => {
        const [method, path] = key.split(' ') as [string, string];
        return !document.paths[path]?.[method.toLowerCase()];
      });
    expect(undocumented).toEqual([]);
  });

  it('reads exactly the request fields the document gives each call', () => {
    const differences = routes.flatMap((route) => {
      const operation = document.paths[toYamlPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) return [];
      const documented = documentedFields(operation);
      const read = [...(route.contract?.fields ?? [])].sort();
      return JSON.stringify(documented) === JSON.stringify(read)
        ? []
        : [{ route: `${route.method} ${route.url}`, documented, read }];
    });
    expect(differences).toEqual([]);
  });

  it('serves the document itself as JSON', async () => {
    const response = await server.call('/openapi.json');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });
});
