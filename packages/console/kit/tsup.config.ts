import { defineConfig } from 'tsup';
import { finishPackageOutput, mediakitPackageBuild, packageBuilds } from '../../../tsup.shared.ts';

const views = mediakitPackageBuild({ entry: { index: 'src/ConsoleViews/index.ts' } });
const confirmDialog = mediakitPackageBuild({ entry: { index: 'src/ConfirmDialog/index.ts' } });

export default defineConfig(
  packageBuilds([
    // `@mediakit/console-kit`: the console screens' provider, data loading, errors and boundary, without CSS of its own.
    mediakitPackageBuild({ entry: { index: 'src/index.ts' }, hasStyles: false }),
    // `@mediakit/console-kit/views`: the console screens' shared section, error block and table styles, with their own
    // CSS (the main entry stays CSS-free).
    { ...views, outDir: 'dist/views', onSuccess: () => finishPackageOutput('dist/views') },
    // `@mediakit/console-kit/confirm-dialog`: the console's confirmation alone, with its own CSS (a screen that never
    // asks does not carry it).
    { ...confirmDialog, outDir: 'dist/confirm-dialog', onSuccess: () => finishPackageOutput('dist/confirm-dialog') },
  ]),
);
