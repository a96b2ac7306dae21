// What the partner checks share (scripts/partner-check.mjs: a Vite site; scripts/next-check.mjs: Next.js apps):
// a pass/fail log, packing the published packages as a release would, installing them with npm into a blank project
// outside the workspace, and Debian's Chromium with the flags that keep it off the network.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright';

export const run = promisify(execFile);
export const root = new URL('..', import.meta.url).pathname;

/** The packages a partner installs for the image generator and OCR, by name, with their workspace folders. */
export const partnerPackages = {
  '@mediakit/api-client': 'packages/api-client',
  '@mediakit/ui': 'packages/ui',
  '@mediakit/tool-runtime': 'packages/tools/runtime',
  '@mediakit/tool-image-generator': 'packages/tools/image-generator',
  '@mediakit/tool-ocr': 'packages/tools/ocr',
};

/** `check(ok, message)` logs and collects failures; `lap(what)` logs the time since the start. */
export function checklist() {
  const started = Date.now();
  const failures = [];
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  return {
    failures,
    seconds,
    check(ok, message) {
      console.log(`${ok ? 'ok  ' : 'FAIL'}  ${message}`);
      if (!ok) failures.push(message);
    },
    lap(what) {
      console.log(`      ${what} (${seconds()} s)`);
    },
  };
}

/**
 * Packs every package with `pnpm pack` (which rewrites `workspace:` ranges as a release does) into `destination`.
 * Returns each tarball's file name by package name, and the tarballs' file lists.
 */
export async function packPartnerPackages(destination, packages = partnerPackages) {
  mkdirSync(destination, { recursive: true });
  await Promise.all(
    Object.values(packages).map((dir) =>
      run('pnpm', ['pack', '--pack-destination', destination], { cwd: join(root, dir) }),
    ),
  );
  const files = readdirSync(destination);
  const tarballs = Object.fromEntries(
    Object.keys(packages).map((name) => [
      name,
      files.find((file) => file.startsWith(name.replace('@', '').replace('/', '-') + '-0')),
    ]),
  );
  const contents = {};
  for (const file of files) contents[file] = (await run('tar', ['-tzf', join(destination, file)])).stdout;
  return { tarballs, contents };
}

/**
 * Writes `package.json` with the tarballs (paths relative to `site`) and `dependencies`, then installs with npm from
 * its cache where it can (only the npm registry is reached). Returns the names npm installed.
 */
export async function installWithNpm(site, { tarballs, tarballDir, dependencies, scripts = {} }) {
  writeFileSync(
    join(site, 'package.json'),
    JSON.stringify(
      {
        name: 'partner-site',
        private: true,
        type: 'module',
        scripts,
        dependencies: {
          ...Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, `file:${tarballDir}/${file}`])),
          ...dependencies,
        },
      },
      null,
      2,
    ),
  );
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: site,
    maxBuffer: 16 * 1024 * 1024,
  });
  const lock = JSON.parse(readFileSync(join(site, 'package-lock.json'), 'utf8'));
  return new Set(Object.keys(lock.packages).map((path) => path.replace(/^.*node_modules\//, '')));
}

/** Debian's Chromium (never a downloaded one), headless, kept off the network apart from what a page requests. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}
