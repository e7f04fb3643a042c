import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import noImportCycle from './eslint-rules/no-import-cycle.js';
import { ormImporters, serverZones } from './eslint-rules/server-zones.js';

/**
 * Client imports flow one way: shared (components, hooks, lib) -> features -> app. Two features
 * are composed by the others: sessions (decision 030), whose calendars, cards and actions the
 * learner's and the buddy's dashboards, the chat and the moderators show; and matching (decision
 * 064), staff's hand in a learner's matches, which the moderators' and the learning experts'
 * dashboards show. They import no other feature, each other included.
 */
const clientFeatures = readdirSync('src/client/features');
const COMPOSED_FEATURES = ['sessions', 'matching'];
const clientZones = [
  ...clientFeatures.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [
      ...new Set([
        `./${feature}`,
        ...(COMPOSED_FEATURES.includes(feature)
          ? []
          : COMPOSED_FEATURES.map((composed) => `./${composed}`)),
      ]),
    ],
    message:
      'A feature does not import another feature (but sessions and matching): move the shared part out, or compose in app/.',
  })),
  ...COMPOSED_FEATURES.map((composed) => ({
    target: `./src/client/features/${composed}`,
    from: clientFeatures
      .filter((feature) => feature !== composed)
      .map((feature) => `./src/client/features/${feature}`),
    message: `The ${composed} feature is composed by the others: it imports none of them.`,
  })),
  {
    target: './src/client/features',
    from: './src/client/app',
    message: 'Features do not import the app layer.',
  },
  {
    target: ['./src/client/components', './src/client/hooks', './src/client/lib'],
    from: ['./src/client/features', './src/client/app'],
    message: 'Shared client code does not import features or the app layer.',
  },
];

/**
 * Every user-facing text comes from a catalogue (decision 053): a screen's or a mail's words are
 * not written in its markup, nor a mail's subject or news where the mail is built. Words only:
 * punctuation and symbols between expressions (' · ', ':') may stay.
 */
const USER_TEXT_MESSAGE =
  'A user-facing text comes from a catalogue (a texts.ts beside the code), not a literal here.';
const USER_FACING_ATTRIBUTES = '/^(aria-label|title|placeholder|alt|preview|label)$/';
const userTextInMarkup = [
  { selector: 'JSXText[value=/[A-Za-z]/]', message: USER_TEXT_MESSAGE },
  {
    selector: `JSXAttribute[name.name=${USER_FACING_ATTRIBUTES}] > Literal[value=/[A-Za-z]/]`,
    message: USER_TEXT_MESSAGE,
  },
  {
    selector: `JSXAttribute[name.name=${USER_FACING_ATTRIBUTES}] > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)`,
    message: USER_TEXT_MESSAGE,
  },
];
/** What a mail is built from: a literal given to a mail builder, or in the props it is given. */
const MAIL_BUILDERS =
  'CallExpression[callee.name=/^(renderMail|sessionMail|mailToBuddy|told|createElement)$/]';
const userTextInMailCode = [
  {
    selector: `${MAIL_BUILDERS} > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)`,
    message: USER_TEXT_MESSAGE,
  },
  {
    selector: `${MAIL_BUILDERS} Property[key.name!=/^(link|href|to)$/] > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral).value`,
    message: USER_TEXT_MESSAGE,
  },
];
/** A repository is its module's own: re-exported, it would reach others past the zones. */
const repositoryReExports = ['ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
  selector: `${node}[source.value=/repository$/]`,
  message: 'A repository is not re-exported: export a function of the module instead.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'src/server/db/migrations',
      // Planted breaches that tests/lint/guards.test.ts lints on purpose.
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'local/no-import-cycle': 'error',
      // Shared code is pure: it imports nothing from the client or the server; the client never
      // imports server code.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/client', './src/server'] },
            { target: './src/client', from: './src/server' },
            { target: './src/server', from: './src/client' },
            ...clientZones,
            ...serverZones,
          ],
        },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
    settings: {
      // import-x reads only the extensions listed here (default: .js, .mjs, .cjs): without them
      // every TypeScript file counts as "ignored", its imports are never followed, and no-cycle
      // finds nothing while the resolver itself works.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...repositoryReExports] },
  },
  {
    // Only a module's repositories touch the ORM (issue 38): its services hold the rules and
    // call them.
    files: ['src/server/modules/**/*.ts'],
    ignores: ormImporters,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                "Only a module's repository imports drizzle-orm: move the query into its repository.ts and call it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/server/main.ts', 'src/server/cli/**', 'scripts/**', 'bench/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/client/**/*.tsx', 'src/server/mails/**/*.tsx'],
    // The legal documents (terms, privacy policy, imprint) are documents, translated whole: each
    // is its own catalogue.
    ignores: ['**/*.test.tsx', 'src/client/features/legal/components/*'],
    rules: { 'no-restricted-syntax': ['error', ...userTextInMarkup] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/texts.ts'],
    // A later block replaces a rule's options instead of adding to them: the repositories' again.
    rules: { 'no-restricted-syntax': ['error', ...repositoryReExports, ...userTextInMailCode] },
  },
);
