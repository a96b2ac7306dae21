import * as v from 'valibot';
import type { ToolDefinition } from './toolDefinition';

/** A schema as valibot builds it: its type, and what it wraps or lists. */
interface SchemaNode {
  type: string;
  wrapped?: SchemaNode;
  options?: readonly unknown[];
  entries?: Record<string, SchemaNode>;
}

const wrappers = ['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable'];

/** The type a field's value must have, under its optional or nullable wrapper. */
function baseOf(schema: SchemaNode): SchemaNode {
  let node = schema;
  while (wrappers.includes(node.type) && node.wrapped) node = node.wrapped;
  return node;
}

const numeric = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * A field as sent (multipart sends text; JSON its own types) as the value its schema reads: numbers and booleans from
 * their text (`1`/`0` and `true`/`false` for a boolean), numbers as text for text fields. Empty text is a field left
 * out, except for text fields, whose own rule says whether blank is allowed. Anything else is passed on as it is,
 * for the schema to refuse with its message.
 */
function decode(schema: SchemaNode, value: unknown): unknown {
  const base = baseOf(schema);
  const wantsNumber = base.type === 'number' || (base.type === 'picklist' && typeof base.options?.[0] === 'number');
  if (typeof value === 'string' && base.type !== 'string') {
    const text = value.trim();
    if (!text) return undefined;
    if (wantsNumber) return numeric.test(text) ? Number(text) : value;
    if (base.type === 'boolean')
      return text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : value;
    return text;
  }
  if (base.type === 'string' && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
  return value;
}

/** The entries of a tool's input schema (an object schema, possibly piped through whole-input checks). */
export function inputEntries(schema: unknown): Record<string, SchemaNode> {
  return (schema as SchemaNode).entries ?? {};
}

/** The first problem of a value for one field's schema (its issue type, e.g. 'max_length', and message), if any. */
export function fieldIssue(schema: v.GenericSchema, value: unknown): { type: string; message: string } | undefined {
  const result = v.safeParse(schema, value, { abortEarly: true });
  return result.success ? undefined : { type: result.issues[0].type, message: result.issues[0].message };
}

export type ToolInputOutcome<Input> = { ok: true; input: Input } | { ok: false; message: string };

/**
 * Reads a request to a tool as the server does (the fake too): each field decoded for its schema, each upload given as
 * `'file'` or `'url'`, then the definition's schema with the spec's messages; the first problem is the answer's.
 */
export function readToolInput<Input>(
  tool: ToolDefinition<Input>,
  fields: Readonly<Record<string, unknown>>,
  hasFile: (field: string) => boolean,
): ToolInputOutcome<Input> {
  const schema = tool.input();
  const entries = inputEntries(schema);
  const decoded: Record<string, unknown> = {};
  // Every field is given, left-out ones as undefined, so that a missing one is refused with its own message.
  for (const [name, entry] of Object.entries(entries)) decoded[name] = decode(entry, fields[name]);
  for (const upload of Object.values(tool.uploads)) {
    const url = upload.urlField ? fields[upload.urlField] : undefined;
    const hasUrl = typeof url === 'string' && url.trim() !== '';
    decoded[upload.field] = hasFile(upload.field) ? 'file' : hasUrl ? 'url' : undefined;
  }
  const result = v.safeParse(schema, decoded, { abortEarly: true });
  if (result.success) return { ok: true, input: result.output };
  return { ok: false, message: result.issues[0].message };
}
