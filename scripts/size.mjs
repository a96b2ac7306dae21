// Size budgets: bundles each entry the way an app would (esbuild, minified ESM), gzips it and compares it to its
// limit. Run after `pnpm build`: workspace packages resolve to their `dist` build, never to their sources.
//
// `node scripts/size.mjs --breakdown` also prints, for each tool, which packages its minified bytes come from.
//
// To add a budget, append to `budgets`: give either `entry` (a file, relative to the repo root) or `code` (an inline
// module, e.g. an import statement), the packages to leave out of the measurement in `external`, and `limitBytes`.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// `mustContain` / `mustNotContain` check the bundled JavaScript for marker strings: react-aria components keep
// their default class names ('react-aria-Button') through minification, so they show what tree-shaking kept.
/** @type {{ name: string; entry?: string; code?: string; external?: string[]; limitBytes: number; cssLimitBytes?: number; mustContain?: string[]; mustNotContain?: string[] }[]} */
const reactPackages = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

// Components a Button-only consumer must not receive.
const otherAriaComponents = [
  'react-aria-Dialog',
  'react-aria-Table',
  'react-aria-Select',
  'react-aria-Slider',
  'react-aria-ComboBox',
  'react-aria-Menu',
  'react-aria-Tabs',
  'react-aria-DropZone',
  'react-aria-RadioGroup',
];

// ui entries and their limits in kB gzipped (JS + CSS, React excluded), with react-aria markers they must not contain.
// The limits are what each part should cost: a native control with its CSS and the theme about 4-5 kB; a part on
// react-aria's Button (its press, hover and focus machinery) about 18 kB.
const nativeOnly = ['react-aria-Select', 'react-aria-ListBox', 'react-aria-NumberField', 'react-aria-Tabs'];
const uiEntries = [
  // Native button and anchor with react-aria's state attributes (#33's partner bytes): react-aria's Button and Link
  // (usePress, useFocusVisible, useHover) cost the image generator about 11 kB gzipped.
  ['Button', 5, ['react-aria-']],
  ['IconButton', 5, ['react-aria-']],
  // The entry also holds RouterProvider, which sets react-aria's router too (its openLink): about 1.3 kB of the 5.5.
  ['Link', 6, ['react-aria-']],
  ['Select', 5, [...nativeOnly, 'react-aria-Button']],
  ['NumberField', 6, [...nativeOnly, 'react-aria-Button']],
  ['Tabs', 4, [...nativeOnly, 'react-aria-Button']],
  ['Slider', 5, [...nativeOnly, 'react-aria-Slider', 'react-aria-Button']],
  ['CompareSlider', 20, ['react-aria-Slider']],
  ['Pagination', 18, ['react-aria-Select', 'react-aria-ListBox']],
  // The console's chart and summary tiles: plain SVG and markup, no react-aria and no chart library.
  ['Chart', 5, ['react-aria-']],
  ['StatTile', 4, ['react-aria-']],
  // A native checkbox with the switch role: react-aria's SwitchField cost image-studio 1.6 kB gzipped.
  ['Switch', 4, ['react-aria-']],
  // A native <table> with sortable headers as plain buttons: react-aria's grid was 63 kB gzipped. Its rows as cards
  // where the columns do not fit (the measure and the card CSS) took it past 4 kB, to 4.04.
  ['Table', 4.5, ['react-aria-']],
  // Native radios, textarea and input (#33's partner bytes): react-aria's RadioGroup (focus scope, tree walker) cost
  // the image generator 2.6 kB gzipped, its TextField and form validation about 3 kB in every tool.
  ['RadioGroup', 5, ['react-aria-']],
  ['TextArea', 5, ['react-aria-']],
  ['TextField', 5, ['react-aria-']],
];

// Each tool bundled alone, as a partner embedding one tool would ship it: the tool, ui, runtime, api-client, ky and
// the react-aria code it uses; only React is left out.
// Issue #20's budget: 45 kB per tool. Tools and the runtime import ui's per-component entries
// (`@mediakit/ui/Button`), so each carries the CSS of the parts it uses only; the barrel would add all of ui's CSS.
const tools = [
  ['chat', 'ChatTool', 45],
  ['text-to-speech', 'TextToSpeechTool', 45],
  ['avatar', 'AvatarTool', 45],
  ['image-generator', 'ImageGeneratorTool', 45],
  ['image-editor', 'ImageEditorTool', 45],
  ['image-studio', 'ImageStudioTool', 45],
  ['no-mask-edit', 'NoMaskEditTool', 45],
  ['stability-edit', 'StabilityEditTool', 45],
  ['background-composer', 'BackgroundComposerTool', 45],
  ['ocr', 'OcrTool', 45],
  ['image-to-video', 'ImageToVideoTool', 45],
  ['video-upscaler', 'VideoUpscalerTool', 45],
  ['product-video', 'ProductVideoTool', 45],
  // console-c: API keys, admin jobs, account
  ['api-keys', 'ApiKeys', 45],
  ['admin-jobs', 'AdminJobs', 45],
  // host3: the admin dashboard's view, in the same package (tiles, bar chart, tables).
  ['admin-jobs', 'AdminDashboard', 45, 'AdminDashboard'],
  ['account', 'AccountSettings', 45],
  // console-a: usage, invoices, admin billing
  ['usage', 'UsageScreen', 45],
  ['invoices', 'InvoicesTable', 45],
  // host-bell: the top bar's notifications bell
  ['notifications', 'NotificationsBell', 45],
  ['admin-billing', 'AdminBillingScreen', 45],
  // payments (#30): the test payment engine's checkout and card pages.
  ['checkout', 'TestCheckout', 45],
  ['checkout', 'TestCards', 45, 'TestCards'],
  // console-b: the admin users table.
  ['admin-users', 'AdminUsersTable', 45],
  // console-b: the media library.
  ['media-library', 'MediaLibrary', 45],
  // integrations (#18): webhooks
  ['integrations', 'Integrations', 45],
  // The admin's outbox (moved out of the host into a package of its own).
  ['admin-outbox', 'AdminOutbox', 45],
];

const budgets = [
  {
    name: '@mediakit/api-client (main entry: session, tools, jobs, downloads; ky excluded)',
    code: "import * as all from '@mediakit/api-client'; console.log(all);",
    external: ['ky'],
    // Issue #4 set 8 kB; the transport's safety since (one time limit per call covering the body, answer size caps,
    // redirects refused, the token only to the backend's origin, time-limited downloads, the contract table, the
    // credits store) measured 9.37 kB with everything imported. A tool imports a part of it and is held to 45 kB
    // below. The media library, usage, billing and admin resources live in the console entry (api-client's README,
    // "Size").
    // 11.5 kB: measured 11.37 kB once the tool tables it does not read dropped out (11.90 before): since 9.37 it gained
    // the engines list (`engines.list`, the engine line of every paid tool), video posters (`poster_preview`) and the
    // tool definitions' operation tables of issue #31, which every resource's calls now read.
    limitBytes: 11.5 * 1024,
  },
  {
    name: '@mediakit/api-client/console (media library, usage, billing, admin; ky excluded)',
    code: "import * as all from '@mediakit/api-client/console'; console.log(all);",
    external: ['ky'],
    // Alone, so with the request core it shares with the main entry. 5.38 kB before the console packages' own calls
    // (billing, admin jobs, account) were added; each console package is held to 45 kB below.
    // 11 kB: it now holds every console package's calls (billing account, admin billing/jobs/media/users, account,
    // api keys), measured 9.66 kB; each console package is still held to 45 kB alone below.
    // 11.5 kB: measured 11.25 kB with the webhooks and notifications calls and the admin outbox since added.
    limitBytes: 11.5 * 1024,
  },
  {
    name: '@mediakit/api-client/credits (credits store, ky excluded)',
    code: "import * as all from '@mediakit/api-client/credits'; console.log(all);",
    external: ['ky'],
    limitBytes: 2 * 1024,
  },
  {
    // The tool definitions' tables must stay droppable one by one: a table that computes anything (`10 * MB`, a spread)
    // is kept by every bundle that reads any other (src/tools/uploadTypes.ts). One table read alone measures 0.19 kB;
    // before, every tool's upload rules and operations came along with it (about 3 kB minified).
    name: '@mediakit/api-client/tools, one tool table read alone (enhanceUploads)',
    code: "import { enhanceUploads } from '@mediakit/api-client/tools'; console.log(enhanceUploads);",
    limitBytes: 512,
    mustNotContain: ['/ai/', 'Please select'],
  },
  {
    name: '@mediakit/api-client/costs (cost estimates)',
    code: "import * as all from '@mediakit/api-client/costs'; console.log(all);",
    external: ['ky'],
    limitBytes: 1024,
  },
  {
    name: '@mediakit/ui CSS (all components and both themes)',
    entry: 'packages/ui/dist/index.css',
    limitBytes: 25 * 1024,
  },
  // ui's own entries (#20): each carries its code and its CSS only. The react-aria parts replaced by native elements
  // (Select, NumberField, Tabs, Slider) must not come back.
  ...uiEntries.map(([entry, limitKb, mustNotContain = []]) => ({
    name: `@mediakit/ui/${entry} alone, JS + CSS (React excluded)`,
    code: `import * as entry from '@mediakit/ui/${entry}'; console.log(entry);`,
    external: reactPackages,
    limitBytes: limitKb * 1024,
    mustNotContain,
  })),
  {
    name: '@mediakit/ui/Button + TextField + Select, as a tool imports them: their CSS only (React excluded)',
    code: [
      "import { Button } from '@mediakit/ui/Button';",
      "import { TextField } from '@mediakit/ui/TextField';",
      "import { Select } from '@mediakit/ui/Select';",
      'console.log(Button, TextField, Select);',
    ].join(' '),
    external: reactPackages,
    limitBytes: 9 * 1024,
    // The barrel's all-CSS file alone is 8.6 kB gzipped: these three entries bring their own CSS and the theme only.
    cssLimitBytes: 3 * 1024,
    mustNotContain: ['react-aria-'],
  },
  {
    name: '@mediakit/ui, Button only (React excluded)',
    code: "import { Button } from '@mediakit/ui'; console.log(Button);",
    external: reactPackages,
    limitBytes: 12 * 1024,
    mustNotContain: ['react-aria-Button', ...otherAriaComponents],
  },
  ...tools.map(([pkg, view, limitKb, only]) => ({
    name: `@mediakit/tool-${pkg}${only ? `, ${only} only,` : ''} alone, JS + CSS (React excluded)`,
    code: `import { ${view} } from '@mediakit/tool-${pkg}'; console.log(${view});`,
    external: reactPackages,
    limitBytes: limitKb * 1024,
  })),
  // The host's top bar: the credits menu and its top-up, an entry of its own so its CSS stays out of the account
  // screen's. Held to a tool's 45 kB like every screen a partner may place alone.
  {
    name: '@mediakit/tool-account/credits-menu alone, JS + CSS (React excluded)',
    code: "import { CreditsMenu } from '@mediakit/tool-account/credits-menu'; console.log(CreditsMenu);",
    external: reactPackages,
    limitBytes: 45 * 1024,
  },
];

const showBreakdown = process.argv.includes('--breakdown');

/** The package a bundled input file belongs to, with react-aria's many packages counted as one. */
function packageOf(inputPath) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(inputPath);
  const workspace = /^packages\/(?:tools\/|console\/)?([^/]+)\//.exec(inputPath);
  const name = match?.[1] ?? (workspace ? `workspace:${workspace[1]}` : 'other');
  if (
    /^(react-aria|react-stately|react-aria-components|@react-aria\/|@react-stately\/|@react-types\/|@internationalized\/|@swc\/helpers)/.test(
      name,
    )
  ) {
    return 'react-aria (all its packages)';
  }
  return name;
}

/** Minified bytes per package, largest first, from esbuild's metafile. */
function breakdownOf(metafile) {
  const byPackage = new Map();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = packageOf(input);
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...byPackage].sort((a, b) => b[1] - a[1]);
}

async function measure({ entry, code, external = [], mustContain = [], mustNotContain = [], cssLimitBytes }) {
  const result = await build({
    // An output folder lets CSS imported by the JavaScript come out as its own file; nothing is written.
    outdir: 'size-check',
    ...(entry ? { entryPoints: [entry] } : { stdin: { contents: code, resolveDir: root, loader: 'js' } }),
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    // The default conditions only: the "@mediakit/source" condition would measure TypeScript sources instead of dist.
    conditions: [],
    logLevel: 'silent',
    metafile: showBreakdown,
  });
  const files = result.outputFiles.filter((file) => !file.path.endsWith('.map'));
  const bytes = files.reduce((sum, file) => sum + file.contents.byteLength, 0);
  const gzipped = files.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).byteLength, 0);
  const javascript = files
    .filter((file) => file.path.endsWith('.js'))
    .map((file) => file.text)
    .join('\n');
  const cssGzipped = files
    .filter((file) => file.path.endsWith('.css'))
    .reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).byteLength, 0);
  const cssOver =
    cssLimitBytes !== undefined && cssGzipped > cssLimitBytes
      ? [`CSS ${kB(cssGzipped)} gzipped over its ${kB(cssLimitBytes)}`]
      : [];
  const missing = mustContain.filter((marker) => !javascript.includes(marker));
  const unwanted = mustNotContain.filter((marker) => javascript.includes(marker));
  return {
    bytes,
    gzipped,
    breakdown: result.metafile ? breakdownOf(result.metafile) : [],
    problems: [...missing.map((m) => `missing ${m}`), ...unwanted.map((m) => `contains ${m}`), ...cssOver],
  };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;

const rows = [];
const breakdowns = [];
let failures = 0;
for (const budget of budgets) {
  try {
    const { bytes, gzipped, breakdown, problems } = await measure(budget);
    if (budget.name.startsWith('@mediakit/tool-')) breakdowns.push([budget.name, bytes, breakdown]);
    const over = gzipped > budget.limitBytes;
    if (over || problems.length) failures += 1;
    rows.push([
      over ? 'OVER' : problems.length ? 'FAIL' : 'ok',
      budget.name,
      kB(bytes),
      kB(gzipped),
      kB(budget.limitBytes),
    ]);
    if (problems.length) console.error(`${budget.name}: ${problems.join(', ')}`);
  } catch (error) {
    failures += 1;
    const reason = error?.errors?.[0]?.text ?? error?.message ?? String(error);
    rows.push(['FAIL', budget.name, '-', '-', kB(budget.limitBytes)]);
    console.error(`${budget.name}: ${reason} (did you run \`pnpm build\` first?)`);
  }
}

const header = ['', 'budget', 'minified', 'gzipped', 'limit'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
rows.forEach((row) => console.log(line(row)));
for (const [name, bytes, breakdown] of breakdowns) {
  console.log(`\n${name}: ${kB(bytes)} minified`);
  for (const [pkg, size] of breakdown) {
    if (size >= 512) console.log(`  ${pkg.padEnd(32)} ${kB(size).padStart(10)}  ${((size / bytes) * 100).toFixed(0)}%`);
  }
}
console.log(`\n${budgets.length - failures} within budget, ${failures} over or failed`);
process.exit(failures ? 1 : 0);
