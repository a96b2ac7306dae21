import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractTable, type BodyKind } from './contractTable';

type Reference = { $ref?: string };
type RequestBody = Reference & { content?: Record<string, unknown> };
type YamlOperation = { operationId?: string; requestBody?: RequestBody };

const document = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, YamlOperation>>;
  components: { requestBodies?: Record<string, RequestBody> };
};

/** The operations the reference server serves that no client calls. */
const serverOnly = [
  'admin.engines',
  'billing.invoiceDocument',
  'media.file',
  'system.openapi',
  'system.health',
  'system.ready',
  'system.metrics',
  'payments.webhook',
  // Served for the console packages, not yet called by a client: each moves to the table with its client call.
  'billing.invoicesCsv',
  'billing.statementDocument',
  // Part B, served for the console and host, not yet called by a client.
  'admin.outbox.attachment',
];

function bodyKindOf(operation: YamlOperation): BodyKind {
  const body = operation.requestBody?.$ref
    ? document.components.requestBodies?.[operation.requestBody.$ref.split('/').at(-1) ?? '']
    : operation.requestBody;
  const types = Object.keys(body?.content ?? {});
  const json = types.includes('application/json');
  const multipart = types.includes('multipart/form-data');
  return json && multipart ? 'json-or-multipart' : json ? 'json' : multipart ? 'multipart' : 'none';
}

const yamlOperations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    body: bodyKindOf(operation),
  })),
);

describe('the contract table and openapi.yaml', () => {
  it('names every operation of the document', () => {
    expect(yamlOperations.filter((operation) => !operation.id)).toEqual([]);
  });

  it('finds every operation of the table in the document, with the same method, path and body kind', () => {
    const table = Object.entries(contractTable).map(([id, { method, path, body }]) => ({ id, method, path, body }));
    const inDocument = table.map(({ id }) => yamlOperations.find((operation) => operation.id === id));
    expect(inDocument).toEqual(table);
  });

  it('has every operation of the document that a client calls (the rest are the server’s own)', () => {
    const notInTable = yamlOperations
      .map(({ id }) => id ?? '')
      .filter((id) => !(id in contractTable) && !serverOnly.includes(id));
    expect(notInTable).toEqual([]);
    expect(serverOnly.filter((id) => id in contractTable)).toEqual([]);
  });

  it('gives every job status operation a schedule and every other operation none', () => {
    const polled = Object.entries(contractTable)
      .filter(([, entry]) => 'poll' in entry)
      .map(([id]) => id);
    expect(polled.sort()).toEqual(
      ['enhance', 'imageEdit', 'imageToVideo', 'mystic', 'style', 'videoUpscale'].map((tool) => `${tool}.status`),
    );
  });
});
