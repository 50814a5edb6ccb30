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

/**
 * Dependencies in src/ run one way (docs/build.md#folders): each folder may import only the
 * folders listed for it (and itself). Components, layouts, pages and test fixtures sit on top
 * and may import any of them; nothing below may import them.
 */
const IMPORTS_ALLOWED = {
  config: [],
  schemas: ['config'],
  i18n: ['config', 'schemas'],
  lib: ['config', 'schemas', 'i18n'],
  storage: [],
  dom: ['config', 'lib'],
  stores: ['config', 'schemas', 'i18n', 'lib', 'storage', 'dom'],
  api: ['config', 'schemas', 'i18n', 'lib', 'storage', 'dom', 'stores'],
  client: ['config', 'schemas', 'i18n', 'lib', 'storage', 'dom', 'stores', 'api'],
  islands: ['config', 'schemas', 'i18n', 'lib', 'storage', 'dom', 'stores', 'api'],
  directives: ['config', 'lib', 'storage', 'dom', 'stores'],
  data: ['config', 'schemas', 'i18n', 'lib'],
  integrations: ['config', 'schemas', 'i18n', 'lib', 'data'],
};
/**
 * Folders whose code runs in the browser or is a pure rule: no file system, paths, processes or
 * compression (those belong to the Node code of tools/, server/ and scripts/). node:crypto stays
 * allowed: a hash is a pure function,
 * and the build-side rules of src/lib (CSP hashes, guide fingerprints) use it.
 */
const NO_NODE_IO = ['config', 'schemas', 'i18n', 'lib', 'storage', 'dom', 'stores', 'api', 'client', 'islands'];
const SRC_FOLDERS = [...Object.keys(IMPORTS_ALLOWED), 'components', 'layouts', 'pages', 'fixtures', 'assets', 'styles'];
/**
 * The Node code outside src/ (docs/build.md#folders): scripts/ holds the commands, files that npm
 * scripts or people run, and nothing imports them; what they share with each other, the tests and
 * the build hooks sits in tools/ and server/. In src/, only the build hooks (src/integrations/)
 * may import tools/ and server/: every other folder is what the pages are made of.
 */
const COMMANDS_FOLDER = 'scripts';
const SHARED_NODE_FOLDERS = ['tools', 'server'];
const SHARED_NODE_IMPORTERS = ['integrations'];
const commandsRule = {
  regex: `^(\\./|(\\.\\./)+)${COMMANDS_FOLDER}/`,
  message: `${COMMANDS_FOLDER}/ holds the commands, which nothing imports: put what they share in ${SHARED_NODE_FOLDERS.map((name) => `${name}/`).join(' or ')} (docs/build.md#folders).`,
};
const sharedNodeRule = (where) => ({
  regex: `^(\\.\\./)+(${SHARED_NODE_FOLDERS.join('|')})/`,
  message: `${where} may not import ${SHARED_NODE_FOLDERS.map((name) => `${name}/`).join(' or ')}: in src/ that Node code is for the build hooks of ${SHARED_NODE_IMPORTERS.map((name) => `src/${name}/`).join(', ')} (docs/build.md#folders).`,
});
const layerRules = Object.entries(IMPORTS_ALLOWED).map(([folder, allowed]) => {
  const forbidden = SRC_FOLDERS.filter((other) => other !== folder && !allowed.includes(other));
  const nodeRule = {
    regex: '^node:(?!crypto$)',
    message: `src/${folder}/ holds pure or browser code: Node's I/O modules belong to tools/, server/ and scripts/ (docs/build.md#folders).`,
  };
  return {
    name: `storefront/layers/${folder}`,
    files: [`src/${folder}/**/*.{ts,tsx,astro}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${forbidden.join('|')})/`,
              message: `src/${folder}/ may import only ${allowed.length ? allowed.map((name) => `src/${name}/`).join(', ') : `other files of src/${folder}/`} (dependencies run one way: eslint.config.js, docs/build.md#folders).`,
            },
            ...(NO_NODE_IO.includes(folder) ? [nodeRule] : []),
            commandsRule,
            ...(SHARED_NODE_IMPORTERS.includes(folder) ? [] : [sharedNodeRule(`src/${folder}/`)]),
          ],
        },
      ],
    },
  };
});

const STORAGES = ['localStorage', 'sessionStorage'];
const STORAGE_MESSAGE = 'use browserStorage (src/storage/browser-storage.ts), which never throws';

export default defineConfig([
  // Build output, caches and reports (as in .gitignore); public/ holds only SVG files.
  globalIgnores([
    'dist/',
    'dist-*/',
    '.astro/',
    '.data/',
    '.wrangler/',
    'test-results/',
    'playwright-report/',
    'public/',
  ]),
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
  // One `no-restricted-imports` per file: a later block's replaces an earlier one's, so the layers
  // of src/ come last and repeat the rules of the blocks before them.
  {
    name: 'storefront/commands-are-not-imported',
    files: ['**/*.{js,mjs,ts,tsx,astro}'],
    ignores: [`${COMMANDS_FOLDER}/**`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [commandsRule] }],
      // no-restricted-imports does not see `import('…')`.
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression > Literal[value=/${commandsRule.regex.replaceAll('/', '\\/')}/]`,
          message: commandsRule.message,
        },
      ],
    },
  },
  {
    name: 'storefront/commands-import-no-command',
    files: [`${COMMANDS_FOLDER}/**/*.{js,mjs,ts}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./', message: commandsRule.message }] }],
    },
  },
  {
    name: 'storefront/src-imports',
    files: ['src/**/*.{ts,tsx,astro}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [commandsRule, sharedNodeRule('src/')] }] },
  },
  ...layerRules,
  {
    // Web Storage only through the guarded adapter (docs/forms.md): with site data blocked even
    // reading `localStorage` throws. The layout's inline script is left out: it cannot import a
    // module, and guards its own calls.
    name: 'storefront/storage-through-the-adapter',
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['src/storage/browser-storage.ts', 'src/layouts/head-script.ts'],
    rules: {
      'no-restricted-globals': ['error', ...STORAGES.map((name) => ({ name, message: STORAGE_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          STORAGES.map((property) => ({ object, property, message: STORAGE_MESSAGE })),
        ),
      ],
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
