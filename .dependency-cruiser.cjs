/**
 * The layering rules of DESIGN.md, checked by `npm run lint:deps` (and so by .ci/run).
 * Each rule says which way a dependency may not point; `npx depcruise --help` for the format.
 */
module.exports = {
  forbidden: [
    {
      name: 'client-not-worker',
      comment: 'The browser bundle never imports server code: wire types and helpers live in shared/.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^worker/' },
    },
    {
      name: 'shared-is-a-leaf',
      comment:
        'shared/ is imported by client and worker and imports neither; the one exception is the ' +
        'display-text type, derived (type-only) from the base dictionary.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(worker|client)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-is-pure',
      comment: "Pure rules (worker/domain) know no I/O: no providers, routes, api, middleware, stores, render (a port's types are fine).",
      severity: 'error',
      from: { path: '^worker/domain/' },
      to: {
        path: '^(worker/(providers|routes|api|middleware|stores|durable|render|cart|http)/|client/)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'providers-below-routes',
      comment: 'Adapters serve routes; they never reach up into routes, api, middleware, render or pages.',
      severity: 'error',
      from: { path: '^worker/providers/' },
      to: { path: '^(worker/(routes|api|middleware|render|cart)/|worker/(pages|index)\\.tsx?$|client/)' },
    },
    {
      name: 'build-time-only',
      comment: 'The documents build (worker/data/build) runs in build.mjs, never in the Worker.',
      severity: 'error',
      from: { path: '^(worker|client|shared)/', pathNot: '^worker/data/build/' },
      to: { path: '^worker/data/build/' },
    },
    {
      name: 'no-tests-in-the-app',
      severity: 'error',
      from: { path: '^(worker|client|shared)/' },
      to: { path: '^test/' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles hide layering mistakes (a cycle only of type imports is harmless).',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|worker/generated)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
