import { defineConfig } from 'tsup';
import { mediakitPackageBuild } from '../../tsup.shared.ts';

export default defineConfig([
  mediakitPackageBuild({ entry: { index: 'src/index.ts' } }),
  // The theme entry is CSS-free (contract and helpers), so other packages' style files can import it at build time.
  { ...mediakitPackageBuild({ entry: { theme: 'src/theme/index.ts' }, hasStyles: false }), clean: false },
]);
