import { defineConfig } from 'tsup';
import { finishPackageOutput, mediakitPackageBuild, packageBuilds } from '../../../tsup.shared.ts';

const signIn = mediakitPackageBuild({ entry: { index: 'src/signIn.ts' } });
const creditsMenu = mediakitPackageBuild({ entry: { index: 'src/credits.ts' } });

export default defineConfig(
  packageBuilds([
    mediakitPackageBuild({ entry: { index: 'src/index.ts' } }),
    // `@mediakit/tool-account/sign-in`: the public pages' forms, with their own CSS (not the account screen's).
    { ...signIn, outDir: 'dist/sign-in', onSuccess: () => finishPackageOutput('dist/sign-in') },
    // `@mediakit/tool-account/credits-menu`: the top bar's credits menu, with its own CSS (neither the account screen's
    // nor the public pages').
    { ...creditsMenu, outDir: 'dist/credits-menu', onSuccess: () => finishPackageOutput('dist/credits-menu') },
  ]),
);
