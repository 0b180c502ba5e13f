import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'reports', '.data', 'src/api/schema.d.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Screens only render machine state and send events: the calls live in src/machines. Types may still be imported.
    files: ['src/screens/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/api/index.ts',
                '**/api/session.ts',
                '**/api/client.ts',
                '**/api/upload.ts',
                '**/api/runStream.ts',
              ],
              allowTypeImports: true,
              message: 'A screen does not call the API: move the call into src/machines and hand it to the screen.',
            },
            {
              group: ['**/api/*.ts'],
              importNamePattern: 'Api$',
              allowTypeImports: true,
              message: 'A screen does not call the API: move the call into src/machines and hand it to the screen.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**', 'tests/**', '*.config.*', '*.cjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
