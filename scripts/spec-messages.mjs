// Spec messages: every quoted message of the product specification must appear verbatim in at least one test or
// story, so no message can be reworded or dropped without a check failing. The messages are kept in
// spec-messages.json so the check runs where the specification is not (CI); where it is (../shared/spec, or
// SPEC_DIR), the script also checks that the file still matches it, and `--write` refreshes the file. Messages of
// screens that no package builds yet, and the spec's descriptions of things we deliberately left out, are listed in
// `notBuilt` with the reason; a listed message that a test starts to use is reported so the list stays honest.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const specDir = process.env.SPEC_DIR ?? join(root, '..', 'shared', 'spec');

/** @type {Record<string, string>} message -> why no test uses it */
const notBuilt = {
  'Get started faster': 'user dashboard: not built',
  'Credits: 10': "an example in the spec's description of the credits dropdown, not a message",
  'Google Sign-In Failed!': 'Google sign-in: needs a third-party script that cannot load here; left out',
  'Google Sign-in cancelled/failed': 'Google sign-in: left out (see above)',
  'Google login failed': 'Google sign-in: left out (see above)',
  'Insufficient credits. Need X, you have Y.': 'a template: tests assert it with numbers filled in',
  ' or the server': 'a fragment of a sentence between two quoted messages, not a message',
  's error); social flow alerts ': 'a fragment between quoted messages (an apostrophe opens it), not a message',
};

const listFile = join(root, 'scripts', 'spec-messages.json');
/** @type {string[]} */
const messages = JSON.parse(readFileSync(listFile, 'utf8'));
let problems = 0;

if (existsSync(specDir)) {
  const spec = readdirSync(specDir)
    .filter((name) => /\.(txt|md)$/.test(name) && name !== 'README.md')
    .sort()
    .map((name) => readFileSync(join(specDir, name), 'utf8'))
    .join('\n');
  const inSpec = [...new Set([...spec.matchAll(/'([^'\n]{6,200})'/g)].map((match) => match[1]))].sort();
  if (process.argv.includes('--write')) {
    writeFileSync(listFile, `${JSON.stringify(inSpec, null, 2)}\n`);
    messages.splice(0, messages.length, ...inSpec);
  } else if (JSON.stringify(inSpec) !== JSON.stringify([...messages].sort())) {
    console.error('scripts/spec-messages.json no longer matches the specification: run with --write and review.');
    problems += 1;
  }
} else {
  console.log(`No specification at ${specDir}: checking the ${messages.length} messages of spec-messages.json.`);
}

/** Test and story files of every package and app, skipping dependencies and build output. */
function checkFiles(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) checkFiles(path, found);
    else if (/\.(test|browser\.test|stories)\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}
const checks = ['packages', 'apps']
  .flatMap((dir) => checkFiles(join(root, dir)))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

const untested = messages.filter((message) => !(message in notBuilt) && !checks.includes(message));
const nowTested = Object.keys(notBuilt).filter((message) => checks.includes(message));
const unknown = Object.keys(notBuilt).filter((message) => !messages.includes(message));

console.log(
  `${messages.length} quoted messages in the specification, ${Object.keys(notBuilt).length} listed as not built.`,
);
for (const message of untested) console.error(`untested: '${message}'`);
for (const message of nowTested) console.error(`tested now, remove it from notBuilt: '${message}'`);
for (const message of unknown)
  console.error(`not in the specification any more, remove it from notBuilt: '${message}'`);
problems += untested.length + nowTested.length + unknown.length;
console.log(problems ? `${problems} problem(s)` : 'Every message of the specification is asserted by a test or story.');
process.exit(problems ? 1 : 0);
