import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from './chromium.ts';
import LongestFirstSequencer from './vitest.sequencer.ts';
import { workspaceViteConfig } from './vite.shared.ts';

// Vitest mutates `instances`, so every browser project gets a fresh options object. Reduced motion (the theme's
// durations become 0 ms): an element in an overlay's enter animation is at opacity 0 on its first frame, which a busy
// machine can hold long enough for toBeVisible to fail (CreditsMenu's "Opens Checkout" on a fresh clone).
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
    contextOptions: { reducedMotion: 'reduce' },
  }),
  instances: [{ browser: 'chromium' as const }],
  // The page's first connection waits for Vite to transform what the first test files import, which on a busy machine
  // took over Vitest's 60 s (a storybook step at 4 busy processes on 2 cores failed, no test run): a hang guard.
  connectTimeout: 600_000,
});

const sourceFiles = ['packages/**/src/**', 'apps/host/src/**'];
const notInstalled = ['**/node_modules/**', '**/dist/**'];
const unitFiles = sourceFiles.map((dir) => `${dir}/*.test.{ts,tsx}`);
// Overlays restore focus through react-aria's module-level focus-scope tree, which keeps scopes of earlier files'
// trees when modules are shared: these files get a fresh module graph each (focus returned to <body> 1 run in 2).
const needsFreshModules = ['Dialog', 'Drawer', 'Menu', 'Popover'].map(
  (component) => `packages/ui/src/components/${component}/${component}.test.tsx`,
);
// Server files that replace a module with vi.mock: the other server files share their workers' modules.
const serverFilesWithMocks = ['apps/server/src/engines/local/models.fallback.test.ts'];

// A test's verdict never depends on the machine's speed (docs/testing.md). The limits below are hang guards, not
// verdicts: each is far above what the slowest test, hook or wait of its kind needs on a quiet 2-core machine (about
// 30 times: the suite gave the same verdicts at a load average of 30 on 2 cores), so only a hang reaches one. A test
// that needs a short limit because the limit is the behaviour under test runs it on a fake clock.
export default mergeConfig(
  workspaceViteConfig(),
  defineConfig({
    test: {
      testTimeout: 120_000,
      hookTimeout: 300_000,
      // expect.poll and browser mode's expect.element wait for the event; 1 s (Vitest's default) is a verdict on speed.
      expect: { poll: { timeout: 60_000 } },
      // Each step's longest files start first (test-durations.json on a fresh clone), so its workers end together.
      sequence: { sequencer: LongestFirstSequencer },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: unitFiles,
            exclude: [...notInstalled, '**/*.browser.test.*', '**/*.node.test.*', ...needsFreshModules],
            setupFiles: ['./vitest.setup.ts', './vitest.setup.jsdom.ts'],
            // One jsdom window and module graph per worker instead of per file: 181 s -> 40 s for ~140 files.
            isolate: false,
            // Setting up jsdom windows mostly waits: four workers take the unit step from 48 s to 26 s on 2 cores
            // (one worker, the default here, kept half a core busy).
            maxWorkers: 4,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-isolated',
            environment: 'jsdom',
            include: needsFreshModules,
            exclude: notInstalled,
            setupFiles: ['./vitest.setup.ts', './vitest.setup.jsdom.ts'],
          },
        },
        {
          // Tests that need Node's own fetch, Blob and sockets (real bytes over the wire), not jsdom's; and the scripts'.
          extends: true,
          test: {
            name: 'unit-node',
            environment: 'node',
            include: [...sourceFiles.map((dir) => `${dir}/*.node.test.{ts,tsx}`), 'scripts/*.node.test.ts'],
            exclude: notInstalled,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['apps/server/**/*.test.ts'],
            server: { deps: { external: [/node_modules/] } },
            exclude: [...notInstalled, ...serverFilesWithMocks],
            globalSetup: ['apps/server/src/testing/globalSetup.ts'],
            // One module graph per worker, not per file: each file imported the server and its libraries again (14% of
            // the step). The files share no module state: a file that mocks a module is in server-isolated.
            isolate: false,
            // The server tests mostly wait (PostgreSQL, ffmpeg, retry and expiry timers): two files at a time take
            // 101 s instead of 172 s on 2 cores (three: no faster).
            maxWorkers: 2,
            env: { MEDIAKIT_FFMPEG_PRESET: 'ultrafast', MEDIAKIT_LOG_LEVEL: 'silent' },
            // Real engines, databases and server processes: the slowest test takes about 30 s on a quiet machine.
            testTimeout: 300_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server-isolated',
            environment: 'node',
            include: serverFilesWithMocks,
            server: { deps: { external: [/node_modules/] } },
            env: { MEDIAKIT_LOG_LEVEL: 'silent' },
            testTimeout: 300_000,
          },
        },
        {
          extends: true,
          test: {
            // The host's production build, served statically and opened in Chromium through playwright.
            name: 'built-host',
            environment: 'node',
            include: ['apps/host/tests/**/*.test.ts'],
            exclude: notInstalled,
          },
        },
        {
          extends: true,
          test: {
            // Journeys of issue #21: Chromium through playwright on the real server serving the host's production build.
            name: 'e2e',
            environment: 'node',
            include: ['e2e/journeys/**/*.test.ts'],
            server: { deps: { external: [/node_modules/] } },
            globalSetup: ['e2e/support/globalSetup.ts'],
            env: { MEDIAKIT_FFMPEG_PRESET: 'ultrafast', MEDIAKIT_LOG_LEVEL: 'silent' },
            // A journey takes up to about 20 s on a quiet machine (a real video job, reloads).
            testTimeout: 300_000,
            // Journeys mostly wait on Chromium and the engines, and each has accounts of its own: two files at a time
            // take 54 s instead of 85 s alone on 2 cores, for the same CPU seconds (Vitest's default is one).
            maxWorkers: 2,
          },
        },
        {
          extends: true,
          test: {
            // Screenshots of every host page and a curated set of stories, light and dark, against e2e/visual/baselines.
            name: 'visual',
            environment: 'node',
            include: ['e2e/visual/**/*.test.ts'],
            server: { deps: { external: [/node_modules/] } },
            globalSetup: ['e2e/support/globalSetup.ts'],
            env: { MEDIAKIT_LOG_LEVEL: 'silent' },
            hookTimeout: 180_000,
            // The host's pages and the stories side by side: 76 s instead of 112 s alone on 2 cores, same CPU seconds.
            maxWorkers: 2,
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: sourceFiles.map((dir) => `${dir}/*.browser.test.{ts,tsx}`),
            exclude: notInstalled,
            setupFiles: ['./vitest.setup.ts'],
            // A misbehaving HTTP server for the fault tests (`inject('faultServer')`).
            globalSetup: ['packages/api-client/src/testing/faultServerSetup.ts'],
            browser: chromium(),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            setupFiles: ['.storybook/vitest.setup.ts'],
            // Story files share pages (isolate: false): a fresh page per file cost ~45% more time. Sharing once made a
            // different handful of stories fail per run: ResetPasswordForm's Reset story removed the focused field inside
            // React's commit, Chromium's blur then ran user-event's change emulation in act() and React threw "Should not
            // already be working"; after that React rendered no more async updates in that page, so later files' plays
            // failed. The form now lets go of focus before that commit (ResetPasswordForm.tsx).
            isolate: false,
            maxWorkers: 4,
            browser: chromium(),
          },
        },
      ],
    },
  }),
);
