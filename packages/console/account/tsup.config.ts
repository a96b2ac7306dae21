import { defineConfig } from 'tsup';
import { finishPackageOutput, mediakitPackageBuild } from '../../../tsup.shared.ts';

const signIn = mediakitPackageBuild({ entry: { index: 'src/signIn.ts' } });

export default defineConfig([
  mediakitPackageBuild({ entry: { index: 'src/index.ts' } }),
  // `@mediakit/tool-account/sign-in`: the public pages' forms, with their own CSS (not the account screen's).
  { ...signIn, outDir: 'dist/sign-in', clean: false, onSuccess: () => finishPackageOutput('dist/sign-in') },
]);
