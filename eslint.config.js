// Flat config. Boundary rules (DESIGN.md §3): packages never import apps; server modules talk through
// another module's index.ts; web features never import each other; no import cycles anywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder under features/ is a zone, so a new feature is covered the day it appears.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Web features do not import each other; compose them in src/app or src/routes.',
}));

// Stored text (nicknames, bank-card fields) is shown to users and to staff: React renders it as text, and nothing in
// either app may turn a string into markup instead (issue 15). Proved by scripts/test/lint-rules.test.ts.
const HTML_SINK_MESSAGE =
  'Never render a string as HTML: show it as text (JSX children, textContent). Stored text may hold markup.';
const htmlSinkSelectors = [
  "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  "Property[key.name='dangerouslySetInnerHTML']",
  "JSXAttribute[name.name='srcDoc']",
  'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
  'AssignmentExpression > MemberExpression.left[property.value=/^(innerHTML|outerHTML)$/]',
  'CallExpression > MemberExpression.callee[property.name=/^(insertAdjacentHTML|setHTMLUnsafe|createContextualFragment)$/]',
  "CallExpression > MemberExpression.callee[object.name='document'][property.name=/^(write|writeln)$/]",
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'apps/server/migrations/**',
      // Deliberately bad code, linted on purpose by scripts/test/lint-rules.test.ts.
      'scripts/test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'bench/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'packages/ never import from apps/.' },
            { target: './packages', from: './bench' },
            ...webFeatureZones,
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/*/*', '!**/modules/*/index', '!**/modules/*/index.js'],
              message: 'Import another module through its index.ts, never its files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside one module, relative imports of its own files are fine; the rule above only bites across modules.
    // Tests may reach into a module for white-box set-up (e.g. a captcha whose answer the test knows).
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...htmlSinkSelectors.map((selector) => ({ selector, message: HTML_SINK_MESSAGE })),
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
