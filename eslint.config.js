import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', 'coverage/**', '!.storybook'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Generated media comes without a transcript, so there is no caption track to offer; players take a `captions`
      // track wherever the product has one (the avatar's script).
      'jsx-a11y/media-has-caption': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/dist/*', '**/dist'], message: 'Import workspace packages by name, never from dist.' },
          ],
        },
      ],
    },
  },
  {
    // TypeScript reports unused locals and parameters in the typecheck (noUnusedLocals, noUnusedParameters), which
    // costs nothing there; the rule stays for the JavaScript files tsc does not read.
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // The API client is framework-free.
    files: ['packages/api-client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom'],
          patterns: [
            { group: ['@mediakit/*'], message: 'api-client sits at the bottom: it imports no other Mediakit package.' },
          ],
        },
      ],
    },
  },
  {
    // Inside api-client, the transport (http/) sits below the domain: it may use the errors, the JSON readers and the
    // contract table, never auth, credits or a resource (the balance and the token reach it as options).
    files: ['packages/api-client/src/http/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom'],
          patterns: [
            { group: ['@mediakit/*'], message: 'api-client sits at the bottom: it imports no other Mediakit package.' },
            {
              regex: '^\\.\\./(?!errors$|json/|operations/)',
              message: 'The transport (http/) imports no domain module (auth, credits, a resource): pass it options.',
            },
          ],
        },
      ],
    },
  },
  {
    // ui knows nothing of the API or of tools.
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mediakit/*'], message: 'ui sits at the bottom: it imports no other Mediakit package.' },
          ],
        },
      ],
    },
  },
  {
    // A tool or console screen never imports another.
    files: ['packages/tools/**', 'packages/console/**'],
    ignores: ['packages/tools/runtime/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@mediakit/tool-(?!runtime(/before-after)?$)',
              message:
                'A tool never imports another tool: move what is shared into @mediakit/tool-runtime (or, between console screens, @mediakit/console-kit).',
            },
          ],
        },
      ],
    },
  },
  {
    // The private test helpers are for tests and stories only: a published file that imported them would break.
    files: ['packages/tools/**/src/**', 'packages/console/**/src/**'],
    ignores: ['packages/tools/test-support/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@mediakit/tool-(?!runtime(/before-after)?$)',
              message:
                'A tool never imports another tool: move what is shared into @mediakit/tool-runtime (or, between console screens, @mediakit/console-kit).',
            },
            {
              regex: '^@mediakit/test-support',
              message: 'Only tests and stories may use the private @mediakit/test-support.',
            },
            {
              regex: '^@mediakit/ui$',
              message:
                "Import ui's per-component entries (@mediakit/ui/Button): the barrel brings all of ui's CSS into every tool (issue #20).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/tools/runtime/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@mediakit/tool-(?!runtime(/before-after)?$)',
              message: 'The runtime sits below every tool.',
            },
            { regex: '^@mediakit/console-kit', message: 'The runtime sits below the console kit.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/tools/runtime/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@mediakit/tool-(?!runtime$)', message: 'The runtime sits below every tool.' },
            {
              regex: '^@mediakit/test-support',
              message: 'Only tests and stories may use the private @mediakit/test-support.',
            },
            {
              regex: '^@mediakit/ui$',
              message:
                "Import ui's per-component entries (@mediakit/ui/Button): the barrel brings all of ui's CSS into every tool (issue #20).",
            },
          ],
        },
      ],
    },
  },
  {
    // Public surfaces are listed by name (issue #13): a new export is a decision, not a side effect of `export *`.
    files: ['packages/**/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration[exported=null]',
          message: 'List the exports by name: `export { A, type B } from`, not `export *`.',
        },
      ],
    },
  },
);
