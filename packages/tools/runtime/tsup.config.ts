import { defineConfig } from 'tsup';
import { mediakitPackageBuild } from '../../../tsup.shared.ts';

export default defineConfig([
  mediakitPackageBuild({ entry: { index: 'src/index.ts' } }),
  // `@mediakit/tool-runtime/console`: the console screens' provider and load hook alone, without the tool views and
  // their CSS (through the main entry they cost a console screen 12 kB gzipped, about 1 kB this way).
  {
    ...mediakitPackageBuild({ entry: { index: 'src/ConsoleProvider/index.ts' }, hasStyles: false }),
    outDir: 'dist/console',
    clean: false,
    onSuccess: undefined,
  },
]);
