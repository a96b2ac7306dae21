import { defineConfig, type Options } from 'tsup';
import { finishPackageOutput, mediakitPackageBuild, packageBuilds } from '../../../tsup.shared.ts';

/**
 * The before/after entry's imports of the main entry's result actions, message formatting and tool styles resolve to
 * `@mediakit/tool-runtime`: bundled a second time, the result actions would read a tool view context of their own
 * (never the tool layout's) and every edit tool would carry them twice.
 */
const mainEntryResultParts: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'mediakit-runtime-main-entry-result-parts',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/(hooks|ResultActions|toolStyles)$/ }, () => ({
      path: '@mediakit/tool-runtime',
      external: true,
    }));
  },
};

const beforeAfter = mediakitPackageBuild({ entry: { index: 'src/BeforeAfterResult/index.ts' } });

export default defineConfig(
  packageBuilds([
    mediakitPackageBuild({ entry: { index: 'src/index.ts' } }),
    // `@mediakit/tool-runtime/before-after`: the edit tools' before/after result, with its own CSS (in the main entry's,
    // every tool would carry its variation list's styles; image-studio, which does not use it, went over its budget).
    {
      ...beforeAfter,
      esbuildPlugins: [...(beforeAfter.esbuildPlugins ?? []), mainEntryResultParts],
      outDir: 'dist/before-after',
      onSuccess: () => finishPackageOutput('dist/before-after'),
    },
  ]),
);
