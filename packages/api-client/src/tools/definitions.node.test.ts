import { toJsonSchema } from '@valibot/to-json-schema';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toolDefinitions, type ToolDefinition } from '.';
import { inputEntries } from './readToolInput';

// The tools' definitions and openapi.yaml, checked both ways: every field a definition reads is documented with the
// same type, choices, range, length and default, and every field the document gives a call is in its definition;
// every start answer documents the task id, status and balance, every status answer the fields all of them share.

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  required?: string[];
  properties?: Record<string, Schema>;
  allOf?: Schema[];
};
type Content = Record<string, { schema?: Schema }>;
type YamlOperation = {
  operationId?: string;
  requestBody?: { $ref?: string; content?: Content };
  responses?: Record<string, { $ref?: string; content?: Content }>;
};

const document = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, YamlOperation>>;
  components: Record<string, Record<string, unknown>>;
};

function resolve<T extends { $ref?: string }>(value: T | undefined): T | undefined {
  if (!value?.$ref) return value;
  const [, , group, name] = value.$ref.split('/');
  return resolve(document.components[group!]?.[name!] as T | undefined);
}

const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
const operationById = (id: string) => operations.find((operation) => operation.operationId === id);

/** A body's schema: the same in every content type the call takes, properties resolved. */
function bodySchema(operation: YamlOperation): Schema {
  const schemas = Object.values(resolve(operation.requestBody)?.content ?? {}).map((media) => resolve(media.schema));
  const [first] = schemas;
  for (const schema of schemas) expect(schema).toEqual(first);
  const properties = Object.fromEntries(
    Object.entries(first?.properties ?? {}).map(([name, schema]) => [name, resolve(schema)!]),
  );
  return { ...first, properties };
}

/** What is compared of a field: its type (unless it has choices), choices, range, length and default. */
function limits(schema: Schema) {
  const { type, format, enum: choices, minimum, maximum, minLength, maxLength } = schema;
  const picked = {
    type: choices ? undefined : type,
    format,
    enum: choices,
    minimum,
    maximum,
    minLength,
    maxLength,
    default: schema.default,
  };
  return Object.fromEntries(Object.entries(picked).filter(([, value]) => value !== undefined));
}

/** The fields a call's 200 answer documents, over the parts of an `allOf`. */
function answerFields(operation: string): string[] {
  const answer = resolve(operationById(operation)!.responses?.['200']);
  const schema = resolve(Object.values(answer?.content ?? {})[0]?.schema);
  const parts = [schema, ...(schema?.allOf ?? []).map((part) => resolve(part))];
  return parts.flatMap((part) => Object.keys(part?.properties ?? {}));
}

const startOf = (tool: ToolDefinition) => `${tool.name}.${Object.keys(tool.operations)[0]}`;
const tools = Object.values(toolDefinitions) as ToolDefinition[];

describe('the tools’ definitions and openapi.yaml', () => {
  it.each(tools.map((tool) => [startOf(tool), tool] as const))(
    '%s: the same fields, each with the same type, choices, range, length and default',
    (operation, tool) => {
      const documented = bodySchema(operationById(operation)!);
      const defined = toJsonSchema(tool.input(), { errorMode: 'ignore' }) as Schema;
      const uploads = Object.keys(tool.uploads);
      expect(Object.keys(documented.properties ?? {}).sort()).toEqual(Object.keys(inputEntries(tool.input())).sort());
      for (const [name, schema] of Object.entries(documented.properties ?? {})) {
        if (uploads.includes(name)) {
          expect(`${name}: ${JSON.stringify(limits(schema))}`).toBe(`${name}: {"type":"string","format":"binary"}`);
          continue;
        }
        const mine = limits(defined.properties?.[name] ?? {});
        expect(`${name}: ${JSON.stringify(limits(schema))}`).toBe(`${name}: ${JSON.stringify(mine)}`);
      }
      // Required: what the schema cannot do without, uploads aside (a URL may stand for the file).
      const required = (schema: Schema) => (schema.required ?? []).filter((name) => !uploads.includes(name)).sort();
      expect(required(documented)).toEqual(required(defined));
    },
  );

  it.each(tools.map((tool) => [startOf(tool)] as const))(
    '%s: answers the task id, its status and the balance after the charge',
    (operation) => {
      expect(answerFields(operation)).toEqual(expect.arrayContaining(['task_id', 'status', 'credits']));
    },
  );

  it.each(tools.filter((tool) => tool.kind === 'job').map((tool) => [`${tool.name}.status`] as const))(
    '%s: answers the fields every status answer has',
    (operation) => {
      expect(answerFields(operation)).toEqual(
        expect.arrayContaining(['task_id', 'status', 'state', 'engine', 'error']),
      );
    },
  );
});
