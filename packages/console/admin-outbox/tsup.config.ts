import { defineConfig } from 'tsup';
import { mediakitPackageBuild } from '../../../tsup.shared.ts';

export default defineConfig(mediakitPackageBuild({ entry: { index: 'src/index.ts' } }));
