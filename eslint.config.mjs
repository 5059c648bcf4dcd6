import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layersPlugin } from './eslint/layers.mjs';

// Issue #10 (first-visit budget): the response schemas of the first page use zod/mini, and webpack keeps zod's
// shared core modules in that first chunk; any classic zod import, even in a lazy chunk, keeps the core code only
// classic zod needs in there too (about 8 KB gzip).
const CLASSIC_ZOD = ['zod', 'zod/v4'].map((name) => ({
  name,
  message:
    "Use 'zod/mini' (functions: z.optional(x), x.check(z.minLength(1, 'msg'))...): classic zod's core would go into the first-visit chunk.",
}));

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      'coverage/',
      'bench-results/',
      'test-artifacts/',
      'release/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Jest's transforms are plain CommonJS, loaded by Jest itself.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: CLASSIC_ZOD }] },
  },
  {
    // The browser bundle must never pull in the demo backend, nor the sidecar server (Node code). (Restates
    // CLASSIC_ZOD: this block replaces the rule's options of the one above.)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/demo/**', 'src/sidecar/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: CLASSIC_ZOD, patterns: ['**/demo/**', '**/sidecar/**'] },
      ],
    },
  },
  {
    // The demo and the sidecar server share Bazarr's page helpers (src/bazarrPage), never each other's code.
    files: ['src/demo/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: CLASSIC_ZOD, patterns: ['**/sidecar/**'] }],
    },
  },
  {
    files: ['src/sidecar/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: CLASSIC_ZOD, patterns: ['**/demo/**'] }],
    },
  },
  {
    // Each folder of src/ imports only the layers below it (eslint/layers.mjs).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/layers': 'error' },
  },
  {
    // Every write refreshes through refreshAfterWrite (src/api/writeRefresh.ts), which leaves to Bazarr's events
    // what they cover while the socket is online; `invalidatesTags` would refresh a second time.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='invalidatesTags']",
          message: 'Refresh after a write with refreshAfterWrite (src/api/writeRefresh.ts).',
        },
      ],
    },
  },
);
