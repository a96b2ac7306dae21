// Whether a build is up to date with its sources, by content: a stamp file beside the build holds one hash over every
// input file (path and bytes). `pnpm start` and the server's runner build again only when it differs, so a fresh
// clone builds on its first start, a pull or an edit builds once more, and every other start begins at once.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const skippedFolders = new Set(['node_modules', 'dist', '.git', 'storybook-static', 'coverage']);

/** Files under each path (a file or a folder), sorted, without build output, tests or stories. */
function inputFiles(root, paths) {
  const files = [];
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isFile()) {
      files.push(path);
      return;
    }
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) visit(join(path, entry.name));
      } else if (!/\.(test|stories|browser\.test)\.[cm]?[jt]sx?$/.test(entry.name)) {
        visit(join(path, entry.name));
      }
    }
  };
  for (const path of paths) visit(join(root, path));
  return files.sort();
}

/** One hash over the inputs' paths and contents. */
export function sourcesHash(root, paths) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, paths)) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** True when `stampFile` records the inputs' current hash (and the build output it vouches for exists). */
export function isFresh(stampFile, hash, output) {
  if (!existsSync(stampFile) || (output && !existsSync(output))) return false;
  return readFileSync(stampFile, 'utf8').trim() === hash;
}

export function writeStamp(stampFile, hash) {
  writeFileSync(stampFile, `${hash}\n`);
}
