// Checks every relative link in README.md and docs/*.md: the file must exist and, for a `#fragment` into a Markdown
// file, a heading of that file must have that anchor (GitHub's rule: lower case, punctuation dropped, spaces to '-').
// Usage: node scripts/check-doc-links.mjs (exit code 1 when a link is broken). Not a `pnpm test` step.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const files = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file) => {
  const withoutCode = readFileSync(file, 'utf8').replace(/^(`{3,}|~{3,})[\s\S]*?^\1/gm, '');
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => slug(heading)));
};

let broken = 0;
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8').replace(/^(`{3,}|~{3,})[\s\S]*?^\1/gm, '');
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    const [path, fragment] = target.split('#');
    const resolved = path ? join(root, dirname(file), path) : join(root, file);
    let problem;
    if (!existsSync(resolved)) problem = 'no such file';
    else if (fragment && resolved.endsWith('.md') && !anchorsOf(resolved).has(fragment)) problem = 'no such heading';
    if (problem) {
      broken += 1;
      console.log(`${file}: ${target} (${problem}: ${relative(root, resolved)})`);
    }
  }
}
console.log(
  broken ? `${broken} broken links in ${files.length} files` : `every relative link of ${files.length} files resolves`,
);
process.exit(broken ? 1 : 0);
