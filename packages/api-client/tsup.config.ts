import { defineConfig } from 'tsup';
import { mediakitPackageBuild } from '../../tsup.shared.ts';

export default defineConfig(
  mediakitPackageBuild({
    entry: {
      index: 'src/index.ts',
      console: 'src/console/index.ts',
      fake: 'src/fake/index.ts',
      credits: 'src/credits/index.ts',
      costs: 'src/costs/index.ts',
      plans: 'src/plans/index.ts',
    },
    hasStyles: false,
  }),
);
