import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from './eslint.boundaries.js';

// Chakra components styled through src/client/components/styled-parts/ (see app/theme.ts).
const LAZY_STYLED_PARTS = [
  'Alert',
  'Avatar',
  'Checkbox',
  'Combobox',
  'DataList',
  'Dialog',
  'Drawer',
  'EmptyState',
  'Field',
  'Fieldset',
  'List',
  'Menu',
  'NativeSelect',
  'RadioCard',
  'RadioGroup',
  'Switch',
  'Table',
  'Tabs',
  'Textarea',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      '.scratch',
      '.test-reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A } from 'x'` stays as `import 'x'` (verbatimModuleSyntax): a page that
      // only needs a type would still download and run that module (a zod schema, say).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // A replacement string reads `$&`, `$'` and `$\`` as patterns: text that is not a literal
      // (a name, a title) goes in through a function or by concatenation, never as one.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]:not([arguments.1.type='Literal']):not([arguments.1.type='ArrowFunctionExpression']):not([arguments.1.type='FunctionExpression'])",
          message:
            "Pass a function (or a literal) as the replacement: a computed string is read as a pattern ($&, $`, $').",
        },
      ],
    },
  },
  boundariesConfig,
  {
    // No import circles: a module's code and what it imports read in one direction, and a
    // circle through module-level values fails at load in an order no test pins down.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // One log: pino on the servers (src/shared/log.ts), reportError in the browser.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Their recipes are not in the first-load theme: from Chakra directly they render unstyled.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chakra-ui/react',
              importNames: LAZY_STYLED_PARTS,
              message:
                'Import it from src/client/components/styled-parts/ (it carries its recipe).',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to guard a procedure: procedureFor(name), by the table in src/shared/permissions.ts.
    files: ['src/server/routers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '../trpc',
              importNames: ['publicProcedure', 'authedProcedure', 'permissionProcedure'],
              message:
                "Build the procedure with procedureFor('<name>'): its rule is in src/shared/permissions.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/components/styled-parts/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'examples/**', 'fixtures/**'],
    rules: { 'no-console': 'off' },
  },
);
