import { join } from 'node:path';
import { repoRoot } from '../config';

export const templateDataDir = join(repoRoot, 'node_modules', '.cache', 'mediakit-server', 'template');
