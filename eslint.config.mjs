// ESLint (flat config): TypeScript everywhere, React hooks rules in the web client, a few import
// rules. Formatting is Prettier's job (eslint-config-prettier switches off the rules it owns);
// boundaries between folders are dependency-cruiser's (.dependency-cruiser.cjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    // Nest injects by the constructor parameters' runtime types (decorator metadata): the
    // type-imports rule must know, or it would turn an injected class into a type-only import.
    languageOptions: { globals: { ...globals.node }, parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
    rules: {
      // Unused names are a type-check error already (noUnusedLocals); `_`-prefixed ones are meant.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/no-self-import': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // This rule warns that the React Compiler skips components using TanStack Table; the app
      // does not use the compiler, so there is nothing it would change.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // Tests build loose fixtures and poke at answers of any shape.
    files: ['tests/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
