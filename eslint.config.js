// Flat config. Boundary rules (DESIGN.md §3): packages never import apps; server modules talk through
// another module's index.ts; web features never import each other; no import cycles anywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const foldersOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Every folder under features/ is a zone, so a new feature is covered the day it appears.
const featureZones = (app, compose) =>
  foldersOf(`./apps/${app}/src/features`).map((feature) => ({
    target: `./apps/${app}/src/features/${feature}`,
    from: `./apps/${app}/src/features`,
    except: [`./${feature}`],
    message: `Features do not import each other; compose them in ${compose}.`,
  }));

// Every server module is a zone too: from another module it may import only that module's index.ts (the rule
// below covers the files outside modules/). Proved by scripts/test/boundary-rules.test.ts.
const serverModules = foldersOf('./apps/server/src/modules');
const serverModuleZones = serverModules.map((module) => ({
  target: `./apps/server/src/modules/${module}`,
  from: './apps/server/src/modules',
  except: [
    `./${module}`,
    ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
  ],
  message: 'Import another module through its index.ts, never its files.',
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

// Every figure on screen goes through the one number formatter (`@exchange/ui/format`: the user's locale grouping,
// each asset's and instrument's decimals, issue 17). In app code (not tests, not the formatter itself) nothing formats
// a number by hand. Proved by scripts/test/lint-rules.test.ts.
const NUMBER_FORMAT_MESSAGE =
  'Format numbers with @exchange/ui/format (formatAmount, formatCoinAmount, formatPrice, formatPercent, …): it groups in the user’s locale. For text that goes into an input or to the server: formatPlainDecimal, capInputDecimals or bignumber’s toFixed() without an argument.';
const numberFormatSelectors = [
  "MemberExpression[object.name='Intl'][property.name='NumberFormat']",
  "CallExpression > MemberExpression.callee[property.name='toLocaleString']",
  "CallExpression[arguments.length>0] > MemberExpression.callee[property.name='toFixed']",
  "CallExpression > MemberExpression.callee[property.name='toPrecision']",
];
const DOMAIN_FORMATTER_MESSAGE =
  'Display numbers through @exchange/ui/format (locale grouping), not the domain’s plain formatters.';
const domainFormatterImports = [
  {
    name: '@exchange/domain/format/amount',
    allowImportNames: ['capInputDecimals'],
    message: DOMAIN_FORMATTER_MESSAGE,
  },
  ...['price', 'short-number', 'currency'].map((module) => ({
    name: `@exchange/domain/format/${module}`,
    message: DOMAIN_FORMATTER_MESSAGE,
  })),
];
const moduleImportPatterns = [
  {
    group: ['**/modules/*/*', '!**/modules/*/index', '!**/modules/*/index.js'],
    message: 'Import another module through its index.ts, never its files.',
  },
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
      // Without the parser and extension settings import-x parses no .ts file, so no-cycle never saw one (issue 16).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'bench/tsconfig.json'],
          noWarnOnMultipleProjects: true,
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
            ...featureZones('web', 'src/app or src/routes'),
            ...featureZones('admin', 'src/app'),
            ...serverModuleZones,
            {
              target: './apps/web/src/data',
              from: ['./apps/web/src/features', './apps/web/src/routes', './apps/web/src/app'],
              message: 'The web data layer sits below the features: it never imports them, they import it.',
            },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: moduleImportPatterns }],
    },
  },
  {
    // Inside modules/ the zones above draw the line (a module's own files are fine, another's only via index.ts).
    // Tests may reach into a module for white-box set-up (e.g. a captcha whose answer the test knows).
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...htmlSinkSelectors.map((selector) => ({ selector, message: HTML_SINK_MESSAGE })),
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...htmlSinkSelectors.map((selector) => ({ selector, message: HTML_SINK_MESSAGE })),
        ...numberFormatSelectors.map((selector) => ({ selector, message: NUMBER_FORMAT_MESSAGE })),
      ],
      'no-restricted-imports': ['error', { paths: domainFormatterImports, patterns: moduleImportPatterns }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
