import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'web/dist/',
      'data/',
      'web/src/routeTree.gen.ts',
      'lint-rules/fixtures/',
      'lint-rules/registration-fixtures/',
      'lint-rules/module-order-fixtures/',
      'lint-rules/layout-fixtures/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
      // erasable syntax only: Node runs the .ts sources by stripping types
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a union of string literals or an `as const` object: enums are not erasable.' },
        { selector: 'TSModuleDeclaration[declare!=true][kind!="global"]', message: 'Namespaces are not erasable syntax.' },
        { selector: 'TSParameterProperty', message: 'Parameter properties are not erasable syntax; declare the field.' },
        {
          selector: 'Decorator',
          message: 'Decorators are not used here: bind with inversify factories and define entities with defineEntity.',
        },
      ],
    },
  },
  {
    // k6 runs these scripts in its own JavaScript runtime, not Node
    files: ['load-tests/k6/**/*.js'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly', open: 'readonly', console: 'readonly' } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
