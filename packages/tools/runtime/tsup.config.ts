import { defineConfig, type Options } from 'tsup';
import { finishPackageOutput, mediakitPackageBuild, packageBuilds } from '../../../tsup.shared.ts';

/**
 * The account entry's imports of parts the main entry exports (the client's context, the session store, the run and
 * the hooks, ToolFrame) resolve to `@mediakit/tool-runtime`: bundled a second time, the account forms would read a
 * context of their own and never see the host's provider or session.
 */
const mainEntryParts: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'mediakit-runtime-main-entry-parts',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/(MediakitProvider|session|hooks|run|credits|ToolFrame)$/ }, () => ({
      path: '@mediakit/tool-runtime',
      external: true,
    }));
  },
};

/** The before/after entry's imports of the main entry's result actions, message formatting and tool styles, likewise. */
const mainEntryResultParts: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'mediakit-runtime-main-entry-result-parts',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/(hooks|ResultActions|toolStyles)$/ }, () => ({
      path: '@mediakit/tool-runtime',
      external: true,
    }));
  },
};

const account = mediakitPackageBuild({ entry: { index: 'src/account.ts' } });
const beforeAfter = mediakitPackageBuild({ entry: { index: 'src/BeforeAfterResult/index.ts' } });
const consoleViews = mediakitPackageBuild({ entry: { index: 'src/ConsoleViews/index.ts' } });
const confirmDialog = mediakitPackageBuild({ entry: { index: 'src/ConfirmDialog/index.ts' } });

export default defineConfig(
  packageBuilds([
    mediakitPackageBuild({ entry: { index: 'src/index.ts' } }),
    // `@mediakit/tool-runtime/console`: the console screens' provider and load hook alone, without the tool views and
    // their CSS (through the main entry they cost a console screen 12 kB gzipped, about 1 kB this way).
    {
      ...mediakitPackageBuild({ entry: { index: 'src/ConsoleProvider/index.ts' }, hasStyles: false }),
      outDir: 'dist/console',
      onSuccess: undefined,
    },
    // `@mediakit/tool-runtime/account`: the host's sign-in, sign-up, password-reset forms and credits menu, with their
    // own CSS (in the main entry's, they cost every tool about 2 kB gzipped).
    {
      ...account,
      esbuildPlugins: [...(account.esbuildPlugins ?? []), mainEntryParts],
      outDir: 'dist/account',
      onSuccess: () => finishPackageOutput('dist/account'),
    },
    // `@mediakit/tool-runtime/before-after`: the edit tools' before/after result, with its own CSS (in the main entry's,
    // every tool would carry its variation list's styles; image-studio, which does not use it, went over its budget).
    {
      ...beforeAfter,
      esbuildPlugins: [...(beforeAfter.esbuildPlugins ?? []), mainEntryResultParts],
      outDir: 'dist/before-after',
      onSuccess: () => finishPackageOutput('dist/before-after'),
    },
    // `@mediakit/tool-runtime/console-views`: the console screens' shared section, error block and table styles, with
    // their own CSS (the console entry stays CSS-free; the main entry's CSS is the tools').
    {
      ...consoleViews,
      outDir: 'dist/console-views',
      onSuccess: () => finishPackageOutput('dist/console-views'),
    },
    // `@mediakit/tool-runtime/confirm-dialog`: the console's confirmation alone, with its own CSS, for screens that
    // import nothing else from the main entry (whose CSS is the tools'): the admin users table is 0.3 kB under budget.
    {
      ...confirmDialog,
      outDir: 'dist/confirm-dialog',
      onSuccess: () => finishPackageOutput('dist/confirm-dialog'),
    },
  ]),
);
