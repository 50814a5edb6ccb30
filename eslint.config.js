// @ts-check
/**
 * ESLint flat config for `npm run lint` (part of `npm test`, zero warnings allowed): JavaScript,
 * TypeScript, .astro components (frontmatter, template, their <script>s), the React islands.
 * Each rule set is a plugin's recommended preset; a rule changed here says why beside it.
 *
 * TypeScript rules are the non-type-checked `recommended` set: `astro check` already type-checks
 * the project, and the type-aware set cost three times the CPU time (docs/build.md#lint).
 */
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // Build output, caches and reports (as in .gitignore); public/ holds only SVG files.
  globalIgnores(['dist/', 'dist-*/', '.astro/', '.data/', 'test-results/', 'playwright-report/', 'public/']),
  {
    name: 'storefront/linter-options',
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  astro.configs['jsx-a11y-recommended'],
  {
    name: 'storefront/rules',
    rules: {
      // `const { omitted: _omitted, ...rest } = value` is how the code leaves fields out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    name: 'storefront/react-islands',
    files: ['src/islands/**/*.{ts,tsx}'],
    // `recommended`, not `recommended-latest`: the latter adds the compiler's experimental rules.
    extends: [reactHooks.configs.flat.recommended, jsxA11y.configs.recommended],
  },

  // Globals for plain JavaScript (in TypeScript, the compiler checks names instead of no-undef).
  {
    name: 'storefront/node-scripts',
    files: ['**/*.{js,mjs}'],
    ignores: ['deploy/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // Edge functions run in Cloudflare Workers and Netlify's Deno: web APIs, no Node globals.
    name: 'storefront/edge-functions',
    files: ['deploy/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
]);
