import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The project's lint, run from the repository root by `npm run lint` (`eslint --config tools/lint/eslint.config.mjs`).
 * It lives in tools/lint because typescript-eslint needs TypeScript's JavaScript API, which the studio's TypeScript 7
 * does not have: this workspace holds TypeScript 6 for it alone. Type-aware rules run where they pay: no promise left
 * floating or handed where a callback's result is ignored, in the code that runs processes and serves requests.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

/** Code on the server: a promise nobody awaits there is a process, a write or a reply that can fail unseen. */
const SERVER = [
  'lib/node/**/*.ts',
  'lib/cli/**/*.ts',
  'lib/formats/**/node.ts',
  'app/actions/**/*.ts',
  'lib/bench/**/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '.next/',
      'packs/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'dist/',
      'e2e/screenshots/',
      'lib/cli/golden/reports/',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // One import style: a name used only as a type is imported as a type.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Rules and contexts are typed per format; generic code erases them on purpose (`Rule<any, any>`).
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // A type test declares values for their types alone (`typeof Loose`).
    files: ['**/*.test-d.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // Type information only where a rule needs it, so the rest lints without building a program.
    files: SERVER,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['components/**/*.tsx', 'components/**/*.ts', 'app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Every button goes through ui/Button (its focus ring, disabled look and variants), every form control through
    // ui/field (one look, label and description wiring); tests and the test-only fake editor may render raw ones. A
    // hidden input carries no look and no label.
    files: ['components/**/*.tsx', 'app/**/*.tsx'],
    ignores: [
      'components/ui/button.tsx',
      'components/ui/field.tsx',
      'components/studio/test-fake-editor.tsx',
      '**/*.test.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXOpeningElement[name.name='button']", message: 'Use <Button> from components/ui/button.' },
        {
          selector:
            "JSXOpeningElement[name.name=/^(input|select|textarea)$/]:not(:has(JSXAttribute[name.name='type'][value.value='hidden']))",
          message:
            'Use Input, Select, Textarea, Checkbox or FileInput (in a Field when it has a label) from components/ui/field.',
        },
      ],
    },
  },
  {
    // Tests wait on conditions, never on the clock: no waitForTimeout, and no fixed sleep (an awaited setTimeout
    // promise outside a loop). A loop that polls a condition between tries is waiting on the condition.
    files: ['e2e/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait on a condition (expect(...).toBeVisible(), expect.poll, waitForFunction), not a fixed time.',
        },
        {
          selector:
            "AwaitExpression:not(:matches(ForStatement, ForOfStatement, ForInStatement, WhileStatement, DoWhileStatement) AwaitExpression) > NewExpression[callee.name='Promise']:has(CallExpression[callee.name='setTimeout'])",
          message:
            'A fixed sleep in a test: wait on the condition instead (vi.waitFor, expect.poll, an event), or poll it in a loop.',
        },
      ],
    },
  },
  {
    // Every JSON edit goes through lib/json/edit (its one layout); jsonc-parser is read-only outside lib/json.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['lib/json/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'jsonc-parser',
              importNames: ['modify', 'applyEdits', 'format', 'setProperty'],
              message:
                'Edit JSON through lib/json/edit (setJsonValue, removeJsonValue, renameJsonKey): one writer, one layout.',
            },
          ],
        },
      ],
    },
  },
  {
    // A new pack file is written by the same layout as an edit (lib/json/edit's jsonFileText), not by a pretty-print
    // of its own: the engines that write pack files never indent JSON themselves.
    files: ['lib/{hcp,recued,wrap,suppress,formats}/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing.ts', '**/test-fixtures.ts', 'lib/formats/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='JSON'][callee.property.name='stringify'][arguments.length=3]",
          message:
            "Write a pack file's JSON with lib/json/edit (jsonFileText, or setJsonValue for an edit): one layout.",
        },
      ],
    },
  },
  {
    // Scripts (the example CLIs, the server entry, configs) are plain JavaScript run by Node.
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        Buffer: 'readonly',
        require: 'readonly',
        __dirname: 'readonly',
        module: 'writable',
      },
    },
  },
);
