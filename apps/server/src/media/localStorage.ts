import { createReadStream } from 'node:fs';
import { access, constants, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { MediaStorage } from './storage';

/** Media files in a folder on this machine (`.mediakit/media` by default). */
export function createLocalStorage(directory: string): MediaStorage {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    // Keys are ours, but a key must never point outside the folder.
    if (!path.startsWith(root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  const describe = async (path: string) => {
    const info = await stat(path);
    return { size: info.size, etag: `${info.size.toString(36)}-${Math.round(info.mtimeMs).toString(36)}` };
  };
  return {
    async putFile(key, path) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.partial`;
      await copyFile(path, partial);
      await rename(partial, target);
      return describe(target);
    },
    async read(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async download(key, path) {
      await copyFile(pathOf(key), path);
    },
    async stat(key) {
      return describe(pathOf(key)).catch(() => undefined);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
