import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
// eslint-disable-next-line no-restricted-imports -- ajv publishes its JSON Schema 2020-12 validator (OpenAPI 3.1) only here
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// Checks requests and answers against a provider's published OpenAPI description (the vendored fixtures in
// apps/server/fixtures/providers): the operation must exist, its body must match the documented schema, and an
// answer's status and content type must be documented, its JSON body valid. Multipart fields arrive as text, so
// they are read with the documented types (coerced); files count as the documented binary strings.

export const providerDescriptions = new URL('../../fixtures/providers/', import.meta.url).pathname;

type Document = {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};
type Content = Record<string, { schema?: object }>;
type Operation = {
  requestBody?: { content: Content; $ref?: string };
  responses: Record<string, { content?: Content; $ref?: string }>;
};

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** `nullable` without a `type` beside it (left over from OpenAPI 3.0 in some 3.1 documents) says nothing: dropped. */
function withoutBareNullable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBareNullable);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([key]) => key !== 'nullable' || 'type' in value);
  return Object.fromEntries(entries.map(([key, inner]) => [key, withoutBareNullable(inner)]));
}

export function apiDescription(file: string, options: { basePath?: string } = {}) {
  const document = withoutBareNullable(JSON.parse(readFileSync(`${providerDescriptions}${file}`, 'utf8'))) as Document;
  const make = (coerceTypes: boolean) => {
    const options = { strict: false, allErrors: true, coerceTypes, validateFormats: true } as const;
    const ajv = document.openapi.startsWith('3.1') ? new Ajv2020(options) : new Ajv(options);
    (addFormats as unknown as (instance: Ajv) => void)(ajv as Ajv);
    ajv.addFormat('binary', true).addFormat('byte', true);
    ajv.addSchema(document as object, 'doc');
    return ajv;
  };
  const plain = make(false);
  const coercing = make(true);
  const basePath = options.basePath ?? new URL(document.servers?.[0]?.url ?? 'http://x/').pathname.replace(/\/+$/, '');
  const compiled = new Map<string, ValidateFunction>();

  function operation(method: string, url: string) {
    const pathname = new URL(url, 'http://x').pathname;
    const local = pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
    for (const [template, item] of Object.entries(document.paths)) {
      const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      const found = item[method.toLowerCase()];
      if (pattern.test(local) && found) return { template, operation: found };
    }
    return undefined;
  }

  function validate(pointer: string, body: unknown, coerce: boolean): string[] {
    const key = `${coerce}:${pointer}`;
    let check = compiled.get(key);
    if (!check) {
      check = (coerce ? coercing : plain).compile({ $ref: `doc#${pointer}` });
      compiled.set(key, check);
    }
    return check(body) ? [] : (check.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
  }

  const mediaType = (type: string | undefined) => (type ?? '').split(';')[0]!.trim().toLowerCase();

  return {
    /** Problems with a request: an undocumented operation, or a body that does not match its schema. */
    request(method: string, url: string, contentType: string | undefined, body: unknown): string[] {
      const found = operation(method, url);
      if (!found) return [`${method} ${url} is not an operation of ${file}`];
      const content = found.operation.requestBody?.content;
      if (!content) return body === undefined ? [] : [`${method} ${found.template} takes no body`];
      const type = mediaType(contentType);
      if (!content[type]) return [`${method} ${found.template} does not take ${type}`];
      const pointer = `/paths/${escape(found.template)}/${method.toLowerCase()}/requestBody/content/${escape(type)}/schema`;
      // Coercion rewrites the object it checks: a copy, so the test still sees the fields as they were sent.
      const multipart = type === 'multipart/form-data';
      return validate(pointer, multipart ? structuredClone(body) : body, multipart);
    },
    /** Problems with an answer: an undocumented status or content type, or a JSON body that does not match. */
    response(method: string, url: string, status: number, contentType: string | undefined, body: unknown): string[] {
      const found = operation(method, url);
      if (!found) return [`${method} ${url} is not an operation of ${file}`];
      const code = found.operation.responses[String(status)] ? String(status) : 'default';
      const answer = found.operation.responses[code];
      if (!answer) return [`${method} ${found.template} does not document status ${status}`];
      if (!answer.content) return [];
      const type = mediaType(contentType);
      const listed = Object.keys(answer.content).find(
        (candidate) => candidate === type || (candidate.endsWith('/*') && type.startsWith(candidate.slice(0, -1))),
      );
      if (!listed) return [`${method} ${found.template} ${status} does not answer ${type}`];
      if (!type.includes('json')) return [];
      const pointer = `/paths/${escape(found.template)}/${method.toLowerCase()}/responses/${code}/content/${escape(listed)}/schema`;
      return answer.content[listed]?.schema ? validate(pointer, body, false) : [];
    },
  };
}

/** A multipart body as the object its schema describes: text fields as text, JSON parts parsed, files as placeholders. */
export async function multipartFields(body: Buffer, contentType: string) {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    // A JSON part sent as a file (Replicate's upload `metadata`) is the object its schema describes.
    const text =
      typeof value === 'string'
        ? value
        : value.type === 'application/json'
          ? (JSON.parse(await value.text()) as unknown)
          : `<file ${value.type} ${value.size} bytes>`;
    const key = name.endsWith('[]') ? name.slice(0, -2) : name;
    if (key in fields) fields[key] = [...([] as unknown[]).concat(fields[key]), text];
    else fields[key] = text;
  }
  return { fields, form };
}
