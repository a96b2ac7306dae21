// Benchmark: the admin users table on the fake backend seeded with 10,000 users, in jsdom (Node), built packages.
// Measures the first render (fake list call + one page of rows) and re-sorting (a header click until the new first
// row shows, the fake sorting all 10k each time), then the same with the fake's latency at 0 for the raw figures.
// Run: pnpm --filter @mediakit/tool-admin-users... build && pnpm --filter @mediakit/tool-admin-users bench
// (`--runs N` for more re-sorts; default 20).
import { JSDOM } from 'jsdom';
import { register } from 'node:module';
import { performance } from 'node:perf_hooks';

// The built packages import their CSS files: Node gets an empty module for each.
register(
  'data:text/javascript,' +
    encodeURIComponent(
      "export async function load(url, context, next) { return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context); }",
    ),
);

const dom = new JSDOM('<!doctype html><html><body></body></html>', { pretendToBeVisual: true });
for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Element', 'Node', 'getComputedStyle']) {
  Object.defineProperty(globalThis, key, {
    value: key === 'window' ? dom.window : dom.window[key],
    configurable: true,
  });
}
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (
    !(key in globalThis) &&
    /^(HTML|SVG|Event|KeyboardEvent|MouseEvent|PointerEvent|FocusEvent|Mutation|Node)/.test(key)
  ) {
    globalThis[key] = dom.window[key];
  }
}
globalThis.requestAnimationFrame = (callback) => setTimeout(() => callback(performance.now()), 0);
globalThis.cancelAnimationFrame = clearTimeout;
globalThis.IS_REACT_ACT_ENVIRONMENT = false;
globalThis.CSS ??= { supports: () => false, escape: (value) => String(value) };

process.env.NODE_ENV ??= 'production';
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 20;
const { createElement } = await import('react');
const { createRoot } = await import('react-dom/client');
const { createFakeMediakitClient } = await import('@mediakit/api-client/fake');
const { AdminUsersTable } = await import('@mediakit/tool-admin-users');

const roles = ['Admin', 'Manager', 'User', 'User'];
const statuses = ['Active', 'Active', 'Inactive', 'Suspended'];
const users = Array.from({ length: 10_000 }, (_, index) => ({
  id: `u${index + 1}`,
  name: `User ${(index * 7919) % 10_000}`,
  email: `user${index + 1}@example.com`,
  role: roles[index % 4],
  status: statuses[index % 4],
  created_at: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString(),
  usage: (index * 104_729) % 1_000_000,
}));

const client = createFakeMediakitClient({ seed: { users, user: { role: 'admin' } } });
const container = document.createElement('div');
document.body.append(container);

const bodyRows = () => container.querySelectorAll('tbody tr');
const firstRowText = () => bodyRows()[0]?.textContent ?? '';
async function until(check, limitMs = 30_000) {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > limitMs) throw new Error('Timed out waiting for the table');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const renderStart = performance.now();
createRoot(container).render(createElement(AdminUsersTable, { client, locale: 'en-GB' }));
await until(() => bodyRows().length === 10);
const firstRender = performance.now() - renderStart;

const headers = ['Name', 'Email', 'Usage', 'Created At'].map((name) =>
  [...container.querySelectorAll('thead th')].find((header) => header.textContent.startsWith(name)),
);
const sorts = [];
for (let run = 0; run < runs; run += 1) {
  const header = headers[run % headers.length];
  const before = `${firstRowText()}|${header.getAttribute('aria-sort')}`;
  const start = performance.now();
  header.querySelector('button').click();
  await until(
    () =>
      `${firstRowText()}|${header.getAttribute('aria-sort')}` !== before &&
      !container.querySelector('[aria-busy="true"]'),
  );
  sorts.push(performance.now() - start);
}

// The server side alone: the fake filtering and sorting 10k users for one page.
const listTimes = [];
for (let run = 0; run < runs; run += 1) {
  const start = performance.now();
  await client.admin.users.list({ sort: run % 2 ? 'name' : 'usage', order: run % 3 ? 'asc' : 'desc', pageSize: 50 });
  listTimes.push(performance.now() - start);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`;
console.log(
  `Admin users table, 10,000 users on the fake (jsdom, Node ${process.version}, React ${process.env.NODE_ENV}), ${runs} runs`,
);
console.log(`  first render (list call + 10 rows):       ${ms(firstRender)}`);
console.log(
  `  re-sort by header click to new first row: p50 ${ms(percentile(sorts, 50))}, p95 ${ms(percentile(sorts, 95))}`,
);
console.log(
  `  fake list call alone (sort 10k, page 50):  p50 ${ms(percentile(listTimes, 50))}, p95 ${ms(percentile(listTimes, 95))}`,
);
console.log(`  rows in the DOM: ${bodyRows().length} (server-side pages: never 10,000)`);
process.exit(0);
