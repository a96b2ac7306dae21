// What the schema library costs a tool's bundle: the image tool's classic input (spec messages, trimmed text, a
// picklist with a fallback, whole numbers in ranges, a cross-field check) written once in valibot (what the
// definitions use) and once in zod 4's zod/mini, each bundled alone with its parse call, minified and gzipped.
// Usage: node scripts/schema-cost.mjs
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const aspects = `['square_1_1', 'widescreen_16_9', 'social_story_9_16', 'portrait_2_3', 'standard_3_2']`;

const valibot = `
import * as v from 'valibot';
const side = 'Width and height must be between 64 and 2048 pixels.';
const whole = (message) =>
  v.optional(v.pipe(v.number(message), v.integer(message), v.minValue(64, message), v.maxValue(2048, message)));
const optionalText = () => v.optional(v.pipe(v.string(), v.trim(), v.transform((text) => text || undefined)));
const schema = v.pipe(
  v.object({
    prompt: v.pipe(v.string('Please enter a prompt.'), v.trim(), v.nonEmpty('Please enter a prompt.'),
      v.maxLength(4000, 'Prompt must be ≤ 4000 characters.')),
    size: v.optional(v.fallback(v.picklist(${aspects}), 'square_1_1'), 'square_1_1'),
    negative_prompt: optionalText(),
    style: optionalText(),
    seed: v.optional(v.pipe(v.number('The seed must be a whole number.'), v.integer('The seed must be a whole number.'))),
    cfg: v.optional(v.pipe(v.number('CFG must be between 1 and 15.'), v.minValue(1, 'CFG must be between 1 and 15.'),
      v.maxValue(15, 'CFG must be between 1 and 15.'))),
    width: whole(side),
    height: whole(side),
  }),
  v.check((fields) => (fields.width === undefined) === (fields.height === undefined), side),
);
export const check = (input) => v.safeParse(schema, input);
`;

const zodMini = `
import * as z from 'zod/mini';
const side = 'Width and height must be between 64 and 2048 pixels.';
const whole = (message) =>
  z.optional(z.int({ error: message }).check(z.gte(64, { error: message }), z.lte(2048, { error: message })));
const optionalText = () => z.optional(z.pipe(z.string().check(z.trim()), z.transform((text) => text || undefined)));
const schema = z.object({
  prompt: z.string({ error: 'Please enter a prompt.' }).check(z.trim(), z.minLength(1, { error: 'Please enter a prompt.' }),
    z.maxLength(4000, { error: 'Prompt must be ≤ 4000 characters.' })),
  size: z._default(z.catch(z.enum(${aspects}), 'square_1_1'), 'square_1_1'),
  negative_prompt: optionalText(),
  style: optionalText(),
  seed: z.optional(z.int({ error: 'The seed must be a whole number.' })),
  cfg: z.optional(z.number({ error: 'CFG must be between 1 and 15.' }).check(z.gte(1, { error: 'CFG must be between 1 and 15.' }),
    z.lte(15, { error: 'CFG must be between 1 and 15.' }))),
  width: whole(side),
  height: whole(side),
}).check(z.refine((fields) => (fields.width === undefined) === (fields.height === undefined), { error: side }));
export const check = (input) => z.safeParse(schema, input);
`;

async function gzippedSize(contents, resolveDir) {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

const figures = {
  valibot: await gzippedSize(valibot, `${root}packages/api-client`),
  'zod/mini': await gzippedSize(zodMini, `${root}apps/server`),
};
for (const [library, bytes] of Object.entries(figures)) {
  console.log(`${library.padEnd(9)} ${(bytes / 1000).toFixed(2)} kB gzipped (schema + safeParse)`);
}
