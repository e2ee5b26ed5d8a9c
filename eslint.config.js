// One lint configuration for all three rooms; the web room adds the React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Paths are written with the package.json "imports" aliases (#domain/…, #server/…, #web/…, #tests/…, #bench/…,
// #scripts/…), never by climbing two folders or more (docs/decisions/126). Every block below that sets
// no-restricted-imports repeats this pattern, because a later block's options replace an earlier one's.
const noClimbing = {
  regex: '^(\\./)?\\.\\./\\.\\.(/|$)',
  message:
    'Import with a path alias (#domain/…, #server/…, #web/…, #tests/…) instead of climbing two folders or more.',
};
// The same for import() and vi.mock(), which no-restricted-imports does not look at.
const noClimbingCall = {
  selector:
    ":matches(ImportExpression > Literal.source, CallExpression[callee.object.name='vi'] > Literal.arguments:first-child)[value=/^(\\.\\/)?\\.\\.\\/\\.\\.(\\/|$)/]",
  message: noClimbing.message,
};

// Every rule of the server's imports; a later block replaces an earlier one's list, so each block spells all of them.
const serverPatterns = [
  { group: ['**/web/**'], message: 'The server shares only src/domain with the web app.' },
  {
    regex: '^#(web|tests|bench|scripts)/',
    message: 'The server shares only src/domain with the web app.',
  },
  noClimbing,
];

// Module seams (docs/decisions/125-checkout-module-and-seams.md): a file in src/server/modules/<name>/ imports
// nothing from another module's folder. What two modules share lives in src/server/lib (or src/domain when pure).
// One block per module and folder depth, because a relative import names the module folder only by how far up it
// climbs: from modules/cart/a/b.ts, '../../orders/x' is another module and '../other/x' is cart's own.
const serverModules = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleSeams = serverModules.flatMap((name) =>
  [1, 2, 3, 4].map((depth) => ({
    files: [`src/server/modules/${name}/${'*/'.repeat(depth - 1)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverPatterns,
            {
              regex: `^(\\.\\./){${depth}}(?!${name}/)[^./][^/]*(/|$)`,
              message: `A module imports no other module's files; move what ${name} shares to src/server/lib or src/domain.`,
            },
            {
              group: ['**/modules/**'],
              message:
                'Inside a module, import its own files by a short relative path, and other modules not at all.',
            },
            {
              regex: `^#server/modules/(?!${name}/)`,
              message: `A module imports no other module's files; move what ${name} shares to src/server/lib or src/domain.`,
            },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'drizzle/**', 'node_modules/**', 'coverage/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mts}', 'tests/**/*.{ts,tsx,mts}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noClimbing] }],
      'no-restricted-syntax': ['error', noClimbingCall],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The domain room is pure: no I/O, no server or web imports.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'pg', '@electric-sql/*', 'drizzle-orm*', 'fastify*', 'react*'],
              message: 'src/domain is pure TypeScript without I/O.',
            },
            {
              group: ['**/server/**', '**/web/**'],
              message: 'src/domain must not depend on server or web code.',
            },
            // An alias is not a path to the glob above ("#" would even start a comment in it).
            {
              regex: '^#(server|web|tests|bench|scripts)/',
              message: 'src/domain must not depend on server or web code.',
            },
            noClimbing,
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: serverPatterns,
        },
      ],
    },
  },
  ...moduleSeams,
  {
    // lib and db sit below the modules: the modules use them, never the other way round.
    files: ['src/server/lib/**/*.ts', 'src/server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverPatterns,
            {
              group: ['**/modules/**'],
              message: 'src/server/lib and src/server/db do not import the API modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app shares only src/domain with the server.' },
            {
              regex: '^#(server|tests|bench|scripts)/',
              message: 'The web app shares only src/domain with the server.',
            },
            noClimbing,
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
