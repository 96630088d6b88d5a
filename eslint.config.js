// @ts-check
/**
 * Lint rules for the whole tree. Besides typescript-eslint's strict type-checked set, React's hook
 * rules and jsx-a11y, the `no-restricted-imports` blocks below encode the architecture:
 *
 * - only `src/backend/` imports `@supabase/*` (the one door to the backend);
 * - nothing in `src/` imports `server/` (the browser never bundles the server);
 * - nothing in `server/` imports React (the server renders no components);
 * - sections, the site context and the UI kit do not import the engine that renders them;
 * - `import-x/no-cycle` refuses any import cycle.
 *
 * `tests/unit/lint-boundaries.test.ts` lints deliberate violations and expects these rules to fire.
 */
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const supabaseOutsideBackend = {
  group: ['@supabase/*'],
  message: 'Only src/backend/ talks to the backend: import what you need from there.',
};
const serverInBrowser = {
  group: ['**/server/**', '../server/*', '../../server/*'],
  message: 'Browser code must not import the embedded server.',
};
const engineFromBelow = {
  group: ['**/engine/**', '../engine/*'],
  message: 'The engine imports sections, never the reverse: put what both need in src/site/ or src/ui/.',
};
const reactInServer = {
  group: ['react', 'react-dom', 'react-dom/*', 'react-router-dom'],
  message: 'The server renders no components.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'art/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // A cycle through a dynamic import is allowed: the admin is a section whose page editor renders sections,
      // each edge loaded on demand, so no module runs before what it imports has finished loading.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'max-len': ['error', { code: 120, tabWidth: 2, ignoreUrls: true, ignoreRegExpLiterals: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'no-restricted-imports': ['error', { patterns: [supabaseOutsideBackend] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'no-restricted-imports': ['error', { patterns: [supabaseOutsideBackend, serverInBrowser] }],
    },
  },
  {
    // The engine renders sections; sections, the site context and the UI kit never reach back into it.
    files: ['src/sections/**/*.{ts,tsx}', 'src/site/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [supabaseOutsideBackend, serverInBrowser, engineFromBelow] }],
    },
  },
  {
    files: ['src/backend/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverInBrowser] }] },
  },
  {
    // Written by `supabase gen types` (docs/backend.md): left in the generator's shape so it can be regenerated.
    files: ['src/backend/database.types.ts'],
    rules: {
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/consistent-indexed-object-style': 'off',
      '@typescript-eslint/no-redundant-type-constituents': 'off',
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [supabaseOutsideBackend, reactInServer] }] },
  },
  {
    // Tests and benchmarks drive the real client from outside the app, as a browser or a script would.
    files: ['tests/**/*.{ts,tsx}', 'scripts/bench/**/*.ts'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Plain JavaScript. The art studio (art/) has checks of its own: art/README.md.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
