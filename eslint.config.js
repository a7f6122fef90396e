// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

/** Imports that would make a dependency point the wrong way (site → ui → domain). */
const noApps = {
  group: ['**/apps/**', '@mare/site', '@mare/site/*'],
  message: 'Nothing imports from apps/.',
};
const noUi = {
  group: ['@mare/ui', '@mare/ui/*', '**/packages/ui/**', '**/ui/src/**'],
  message: 'domain and mocks must not depend on ui.',
};
const noReact = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'react-router',
    'react-router-dom',
    'sonner',
    '@tanstack/react-query',
  ],
  message: 'packages/domain is plain TypeScript: no React.',
};
const noMocks = {
  group: ['@mare/mocks', '@mare/mocks/*', '**/mocks/src/**'],
  message: 'domain must not know the mock backend.',
};
const mocksOnlyInStories = {
  ...noMocks,
  message:
    'ui reaches the mock backend only from stories and story support (storybook/, *.stories.tsx, story-*.ts).',
};

/** DOM globals domain code must be handed instead of reaching for. */
const domGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'HTMLElement',
  'alert',
].map((name) => ({
  name,
  message: `packages/domain must be handed ${name}, not read it from the global scope.`,
}));

/**
 * packages/ui's features do not import each other, and the shared places (components, dashboard,
 * public-page, …) import no feature: a feature reaches another only through the routes in app/.
 */
const UI = 'packages/ui/src';
const features = readdirSync(new URL(`./${UI}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...features.map((feature) => ({
    target: `./${UI}/features/${feature}`,
    from: `./${UI}/features`,
    except: [`./${feature}`],
    message: `features/${feature} must not import another feature: move what both need to a shared place.`,
  })),
  {
    target: `./${UI}/!(features|app|index.ts)/**`,
    from: `./${UI}/features`,
    message: 'A shared place must not import a feature (only app/ composes features).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '**/.tsbuild/**',
      'mocks/public/**',
      'openapi/generated/**',
      'supabase/functions/_shared/pix/generated/**',
      'tests/.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { patterns: [noApps] }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/site/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noApps, noUi, noReact, noMocks] }],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/storybook/**', '**/*.stories.tsx', '**/story-*.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApps, mocksOnlyInStories] }] },
  },
  {
    files: [`${UI}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['mocks/**/*.ts', 'openapi/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApps, noUi] }] },
  },
  ...storybook.configs['flat/recommended'],
);
