'use strict';
/**
 * The import boundaries the layout describes (README "Layout"), checked by `npm run lint:imports`:
 *
 *   app/, components/ ─► lib/cli, lib/node (server only) ─► lib/formats (registry) ─► the engines ─► lib/core
 *
 * Tests and test helpers may reach across (they set up what they test); everything else may not.
 */

/** Tests, type tests and their helpers (test-*.ts, testing.ts, fixtures.ts). */
const TESTS = '(\\.test(-d)?\\.tsx?$|/test-[^/]+\\.ts$|/(testing|fixtures)\\.ts$|^lib/formats/testing/|^e2e/)';

/** The engines: they read files and report, and know no format's registry entry and no server. */
const ENGINES =
  '^lib/(core|json|markdown|hcp|recued|suppress|report|report-file|diff|wrap|mcp|agent)/|^lib/node/(eval|probe|runtime|mcp)/|^lib/node/(pool|job-queue|process)\\.ts$';

/** A format's plain data (its files and categories): the one part of lib/formats an engine may read. */
const FORMAT_LEAVES = '^lib/formats/[a-z-]*/?(files|categories|structure)\\.ts$';

/** Code that runs in the browser or anywhere: the engine outside its server half (and the dev tools, lib/dev). */
const EVERYWHERE = '^lib/(?!node/|cli/|bench/|dev/)';

/** A format's server part and the server registry: they run the layers that spawn processes. */
const SERVER_PARTS = '^lib/formats/[a-z-]*/?node\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'core-imports-nothing-above',
      comment: 'lib/core is what every format shares: it imports only itself and lib/json/pointer.ts (a leaf).',
      severity: 'error',
      from: { path: '^lib/core/', pathNot: TESTS },
      to: { path: '^(lib|app|components)/', pathNot: '^lib/core/|^lib/json/pointer\\.ts$' },
    },
    {
      name: 'engines-import-no-format-entry',
      comment: "Formats import the engines, never the reverse: an engine may read a format's plain data only.",
      severity: 'error',
      from: { path: ENGINES, pathNot: TESTS },
      to: { path: '^lib/formats/|^lib/rules-catalogue\\.ts$', pathNot: FORMAT_LEAVES },
    },
    {
      name: 'engine-imports-no-node-module',
      comment: 'The engine runs in the browser too: no Node built-in outside lib/node, lib/cli and the server parts.',
      severity: 'error',
      from: { path: EVERYWHERE, pathNot: `${TESTS}|${SERVER_PARTS}` },
      to: { dependencyTypes: ['core'], pathNot: '^(node:)?(path|url)$' },
    },
    {
      name: 'engine-imports-no-server-code',
      comment: 'Only the server parts of the formats reach into lib/node (its processes, its disk).',
      severity: 'error',
      from: { path: EVERYWHERE, pathNot: `${TESTS}|${SERVER_PARTS}` },
      to: { path: '^lib/(node|cli)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'lib-imports-no-studio',
      comment: 'The engine and the CLI are free of React and Next: nothing in lib imports app/ or components/.',
      severity: 'error',
      from: { path: '^lib/', pathNot: TESTS },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'components-import-no-server',
      comment: "Components run in the browser: never lib/node or lib/cli, not even for a type (take the action's).",
      severity: 'error',
      from: { path: '^components/', pathNot: TESTS },
      to: { path: `^lib/(node|cli)/|${SERVER_PARTS}` },
    },
    {
      name: 'no-circular',
      comment: 'A module that needs itself back at run time cannot be read, tested or moved alone (types may cycle).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next|packs)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
