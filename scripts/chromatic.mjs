// `pnpm chromatic`: publishes the built Storybook to Chromatic for visual review. It needs the
// CHROMATIC_PROJECT_TOKEN secret and network access to Chromatic, so it never runs in our CI (which is offline).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('pnpm chromatic: set CHROMATIC_PROJECT_TOKEN (the project token from chromatic.com) and run it again.');
  process.exit(1);
}

const build = spawnSync('pnpm', ['build-storybook', '--quiet'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const publish = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit' },
);
process.exit(publish.status ?? 1);
