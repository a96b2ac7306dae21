import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// What a published package's manifest says is public: it must not name a package nobody can install (issue #29,
// item 16: the tool tarballs listed this private package as a devDependency).

const packagesDir = new URL('../../../', import.meta.url).pathname;
const manifests = ['.', 'tools', 'console']
  .flatMap((group) => readdirSync(join(packagesDir, group)).map((name) => join(packagesDir, group, name)))
  .flatMap((dir) => {
    try {
      return [JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
const privateNames = manifests.filter((manifest) => manifest.private).map((manifest) => manifest.name as string);
const fields = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

describe('the published packages’ manifests', () => {
  it('finds the private packages and the published ones', () => {
    expect(privateNames).toContain('@mediakit/test-support');
    expect(manifests.filter((manifest) => !manifest.private).length).toBeGreaterThan(20);
  });

  it('name no private package in any dependency list', () => {
    const named = manifests
      .filter((manifest) => !manifest.private)
      .flatMap((manifest) =>
        fields.flatMap((field) =>
          Object.keys((manifest[field] as Record<string, string> | undefined) ?? {})
            .filter((name) => privateNames.includes(name))
            .map((name) => `${manifest.name as string} ${field}: ${name}`),
        ),
      );
    expect(named).toEqual([]);
  });
});
