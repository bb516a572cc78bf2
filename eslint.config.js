import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const ui = 'packages/ui/src';

/** The library's layers, lowest first (docs/decisions/016-feature-registration-and-boundaries.md). */
const core = [
  'api',
  'auth',
  'i18n',
  'theme',
  'settings',
  'routing',
  'runtime',
  'clientVariants',
  'data',
].map((folder) => `${ui}/${folder}`);
const primitives = [`${ui}/components`, `${ui}/charts`];
// The entries and what only they import: the root entry, the feature list and the endpoint map derived from it, the
// test helpers (`@pasture/ui/testing`) and the workspace-only barrel (`@pasture/ui/internal`, ADR 027).
const top = [
  `${ui}/index.ts`,
  `${ui}/features.ts`,
  `${ui}/endpoints.ts`,
  `${ui}/internal.ts`,
  `${ui}/testing`,
];

/** Every screen: a folder under screens/ with its own index.ts (screens/user, screens/list/search-table …). */
function screenFolders(dir = `${ui}/screens`) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = `${dir}/${entry.name}`;
      const files = readdirSync(path.join(root, folder));
      return files.includes('index.ts') ? [folder] : screenFolders(folder);
    });
}

const layerZones = [
  {
    target: [...primitives, ...core],
    from: [`${ui}/shell`, `${ui}/screens`, ...top],
    message:
      'Primitives and core code import no shell or screen code (components → shell/screens → console).',
  },
  {
    target: `${ui}/shell`,
    from: [`${ui}/screens`, ...top],
    message: 'A shell part imports no screen.',
  },
  {
    target: `${ui}/screens`,
    from: [`${ui}/shell`, ...top],
    message: 'A screen imports no shell part: shared contracts live in core (routing, data, auth).',
  },
  ...screenFolders().map((folder) => ({
    target: folder,
    from: `${ui}/screens`,
    except: [`./${path.relative(`${ui}/screens`, folder)}`],
    message: 'A screen imports no other screen; the console composes them.',
  })),
  {
    target: 'packages/ui',
    from: 'packages/console',
    message: 'The library never imports the console.',
  },
  {
    target: 'packages/console',
    from: ui,
    message: 'The console uses the library through `@pasture/ui`, not its files.',
  },
];

/**
 * Unit tests may read the registry (`features.ts`, `endpoints.ts`): the route table a menu test renders is the product's, derived from
 * the features (docs/decisions/028-the-feature-manifest-is-the-registration.md). They set up their runtime and client
 * with the testing home (`testing/`, `@pasture/ui/testing`). Every other zone holds for them.
 */
const testZones = layerZones.map((zone) =>
  Array.isArray(zone.from)
    ? {
        ...zone,
        from: zone.from.filter(
          (from) => ![`${ui}/features.ts`, `${ui}/endpoints.ts`, `${ui}/testing`].includes(from),
        ),
      }
    : zone,
);

/** Application code never imports the mocks: only handlers, fixtures and tests may. */
const noMocks = {
  target: [
    `${ui}/components`,
    `${ui}/charts`,
    `${ui}/shell`,
    `${ui}/screens`,
    `${ui}/index.ts`,
    `${ui}/internal.ts`,
    ...core,
  ],
  from: `${ui}/mocks`,
  message:
    'Only handlers (and their x.mockStore / x.mockQuery parts), fixtures and tests import the mocks.',
};

const routerImport = {
  name: 'react-router',
  message: 'Only the console imports the router; a screen asks its ScreenHost (useScreenHost).',
};

/** Radix popups the library wraps as primitives (components/Popover, components/DropdownMenu). */
const rawPopups = ['@radix-ui/react-popover', '@radix-ui/react-dropdown-menu'].map((name) => ({
  name,
  message:
    'Use the Popover / DropdownMenu primitive of components/; extend it with a prop if it lacks something.',
}));

/** Markup or code made from a string (ADR 020), for `no-restricted-syntax`. */
const markupFromStrings = [
  ["JSXAttribute[name.name='dangerouslySetInnerHTML']", 'dangerouslySetInnerHTML'],
  ["Property[key.name='dangerouslySetInnerHTML']", 'dangerouslySetInnerHTML'],
  ['AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]', 'innerHTML/outerHTML'],
  [
    'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]',
    'insertAdjacentHTML/createContextualFragment',
  ],
  [
    "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
    'document.write',
  ],
].map(([selector, what]) => ({
  selector,
  message: `${what} turns a string into markup: render text with React instead (ADR 020).`,
}));

/** A styled-components interpolation that reads the theme at render time: `${({ theme }) => …}`, `${(p) => p.theme…}`. */
const runtimeTheme = [
  'TaggedTemplateExpression > TemplateLiteral > ArrowFunctionExpression > ObjectPattern > Property[key.name="theme"]',
  'TaggedTemplateExpression > TemplateLiteral > ArrowFunctionExpression MemberExpression[property.name="theme"]',
].map((selector) => ({
  selector,
  message:
    'Styles read the theme through its CSS variables (`theme` from theme/tokens), not from the styled-components theme at render time (STYLE §7.1).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-demo/**',
      'storybook-static/**',
      'coverage/**',
      'packages/console/public/mockServiceWorker.js',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, noMocks] },
      ],
    },
  },
  {
    // Handlers (and their x.mockStore / x.mockQuery parts), fixtures, tests and fault-matrix drivers (`*.faults.tsx`,
    // test support beside a feature) may read the mocks; the layers hold for them as for any file of the library.
    files: [
      'packages/ui/src/**/*.{handlers,mockStore,mockQuery,fixtures,test,faults}.{ts,tsx}',
      `${ui}/mocks/**`,
    ],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    files: ['packages/ui/src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: testZones }],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [routerImport] }] },
  },
  {
    // Shell parts and screens take their popups from the primitives (issue 20): a part that needs more extends the
    // primitive with a prop instead of styling Radix itself.
    files: [`${ui}/shell/**/*.{ts,tsx}`, `${ui}/screens/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: [routerImport, ...rawPopups] }] },
  },
  {
    // No markup or code from strings in the app (ADR 020): server data is rendered as text by React, and the strict
    // CSP forbids eval. String timers are eval too (no-implied-eval).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...markupFromStrings],
    },
  },
  {
    // The library's styles are static and read the theme's CSS variables (`theme` from theme/tokens), never the
    // styled-components theme at render time: a host's ThemeProvider is the host's (README "Theme"), every token
    // exists as a variable, and a runtime interpolation costs a class per value (STYLE §7.1). The console, a host,
    // may read its theme (NavigationProgressStyle styles nprogress's bar on <body>, outside the library's root).
    files: [`${ui}/**/*.{ts,tsx}`],
    // A test may play the host (PastureThemeProvider.test.tsx styles with the host's theme on purpose).
    ignores: [`${ui}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': ['error', ...markupFromStrings, ...runtimeTheme],
    },
  },
  {
    files: [
      '**/*.{js,mjs,cjs}',
      'scripts/**',
      'tests/**',
      '.storybook/**',
      '*.config.{js,mjs,cjs,ts,mts}',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
);
