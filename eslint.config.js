import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Layers (README "How the code is laid out"): app composes features; features use shared pieces and
// never each other; shared pieces (components, hooks, lib, styles) never reach into a feature or
// the app; shared/ is used by the server, the build and the browser, so it imports none of them.
const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: restrict([
    {
      regex: `^(\\.\\./)+(?!${feature}/)(${FEATURES.join('|')})/`,
      message: `Features do not import each other: let a route in src/app compose "${feature}" with the other feature.`,
    },
    { regex: '^(\\.\\./)+app/', message: 'A feature does not import the app; the app composes features.' },
  ]),
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'public', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/{components,hooks,lib,styles}/**/*.{ts,tsx}'],
    rules: restrict([{ regex: '^(\\.\\./)+(features|app)/', message: 'Shared UI, hooks, lib and styles are used by features and the app, never the other way round.' }]),
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict([{ regex: '^(\\.\\./)+(src|server|scripts|tools)/', message: 'shared/ is used by the server, the build and the browser; it imports none of them.' }]),
  },
);
