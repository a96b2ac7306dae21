// Writes the part of Stripe's published OpenAPI description that the Stripe engine uses (its operations' parameters
// and request bodies, with every component they reference) to src/billing/engines/stripe-fixture/. Run with the full
// description's path: node scripts/stripe-openapi-subset.mjs path/to/stripe.com.json (see the fixture's README).
import { readFileSync, writeFileSync } from 'node:fs';

const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/stripe-openapi-subset.mjs <stripe openapi json>');
const full = JSON.parse(readFileSync(source, 'utf8'));

/** Every operation the Stripe engine calls (see stripeEngine.ts). */
export const used = [
  ['get', '/v1/prices'],
  ['get', '/v1/prices/{price}'],
  ['post', '/v1/customers'],
  ['get', '/v1/customers/{customer}'],
  ['get', '/v1/customers/{customer}/payment_methods'],
  ['post', '/v1/checkout/sessions'],
  ['post', '/v1/billing_portal/sessions'],
  ['get', '/v1/invoices/{invoice}'],
  ['post', '/v1/refunds'],
];

const components = {};
function collect(value) {
  if (Array.isArray(value)) return value.forEach(collect);
  if (!value || typeof value !== 'object') return;
  if (typeof value.$ref === 'string') {
    const name = value.$ref.split('/').at(-1);
    if (!components[name]) {
      components[name] = full.components.schemas[name];
      collect(components[name]);
    }
  }
  Object.values(value).forEach(collect);
}

const paths = {};
for (const [method, path] of used) {
  const operation = full.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in ${source}`);
  const kept = { operationId: operation.operationId, parameters: operation.parameters ?? [] };
  if (operation.requestBody) kept.requestBody = operation.requestBody;
  collect(kept);
  paths[path] = { ...paths[path], [method]: kept };
}

const subset = {
  openapi: full.openapi,
  info: {
    title: 'Stripe API (the subset Mediakit calls)',
    version: full.info.version,
    'x-source': full.info['x-origin'],
    'x-trimmed-by': 'apps/server/scripts/stripe-openapi-subset.mjs',
  },
  paths,
  components: { schemas: components },
};
const target = new URL('../src/billing/engines/stripe-fixture/openapi.subset.json', import.meta.url);
writeFileSync(target, JSON.stringify(subset, null, 1) + '\n');
console.log(`${Object.keys(paths).length} paths, ${Object.keys(components).length} schemas -> ${target.pathname}`);
