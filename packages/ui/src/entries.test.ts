import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as barrel from './index';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, Record<string, string> | string>;
  sideEffects: string[];
};
const components = readdirSync(join(packageDir, 'src/components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(packageDir, 'src/components', entry.name, 'index.ts')))
  .map((entry) => entry.name);
const entryModules = import.meta.glob<Record<string, unknown>>('./components/*/index.ts', { eager: true });

describe('package entries', () => {
  it('gives every component its own entry, from source in the workspace, from dist when published, CSS-free in Node', () => {
    expect(components.length).toBeGreaterThan(30);
    for (const name of components) {
      expect(manifest.exports[`./${name}`], name).toEqual({
        '@mediakit/source': `./src/components/${name}/index.ts`,
        types: `./dist/types/components/${name}/index.d.ts`,
        // Node (SSR) gets a copy without the CSS imports it cannot load.
        node: `./dist/node/${name}.js`,
        import: `./dist/${name}.js`,
      });
    }
  });

  it('lists the barrel by name, and every value of every entry is also on the barrel', () => {
    expect(readFileSync(join(packageDir, 'src/index.ts'), 'utf8')).not.toMatch(/^export \*/m);
    for (const [path, entry] of Object.entries(entryModules)) {
      for (const name of Object.keys(entry)) expect(barrel, `${name} of ${path}`).toHaveProperty(name);
    }
  });

  it('brings the theme with every entry, and keeps style modules when bundlers tree-shake', () => {
    for (const name of components) {
      const source = readFileSync(join(packageDir, 'src/components', name, 'index.ts'), 'utf8');
      expect(source, name).toContain("import '../../theme/themes.css';");
    }
    // Without these a bundler reading the sources (our host) drops themes.css.ts and ships no theme (issue #18).
    expect(manifest.sideEffects).toEqual(
      expect.arrayContaining(['**/*.css', '**/*.css.ts', './src/index.ts', './src/components/*/index.ts']),
    );
    // The declaration for the CSS entry is committed beside package.json (tsup's declaration build cleans dist).
    expect(manifest.exports['./styles.css']).toEqual({ types: './styles.css.d.ts', default: './dist/index.css' });
  });
});
