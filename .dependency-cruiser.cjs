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
        path: '^(worker/(providers|routes|view|api|middleware|stores|durable|render|cart|http)/|client/)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'providers-below-routes',
      comment: 'Adapters serve routes; they never reach up into routes, api, middleware, render or pages.',
      severity: 'error',
      from: { path: '^worker/providers/' },
      to: { path: '^(worker/(routes|view|api|middleware|render|cart)/|worker/(pages|index)\\.tsx?$|client/)' },
    },
    {
      name: 'build-time-only',
      comment: 'The documents build (worker/data/build) runs in build.mjs, never in the Worker.',
      severity: 'error',
      from: { path: '^(worker|client|shared)/', pathNot: '^worker/data/build/' },
      to: { path: '^worker/data/build/' },
    },
    {
      name: 'services-not-client',
      comment:
        'Worker services (everything but the page routes, their view models and the renderer, which render client/ components) ' +
        'never import client/: a rule both sides use lives in shared/.',
      severity: 'error',
      from: { path: '^worker/', pathNot: '^worker/(routes|view|render)/|^worker/pages\\.tsx$' },
      to: { path: '^client/' },
    },
    {
      name: 'api-not-routes',
      comment: 'The /api routes and the page routes never import each other: what both need is a service (customers/, orders/, cart/ ...).',
      severity: 'error',
      from: { path: '^worker/api/' },
      to: { path: '^worker/routes/' },
    },
    {
      name: 'routes-not-api',
      comment: 'The /api routes and the page routes never import each other: what both need is a service (customers/, orders/, cart/ ...).',
      severity: 'error',
      from: { path: '^worker/routes/' },
      to: { path: '^worker/api/' },
    },
    {
      name: 'view-below-routes',
      comment:
        'worker/view builds view models for the page routes: it never imports a route module or the /api routes ' +
        '(what a route and a view both need lives in view/ or below).',
      severity: 'error',
      from: { path: '^worker/view/' },
      to: { path: '^(worker/(routes|api)/|worker/(pages|index)\\.tsx?$)' },
    },
    {
      name: 'domain-owns-its-vocabulary',
      comment:
        'Pure rules take no types from provider ports either: the port vocabulary domain/ needs lives in domain/ (the ports import it from there).',
      severity: 'error',
      from: { path: '^worker/domain/' },
      to: { path: '^worker/providers/' },
    },
    {
      name: 'data-not-providers',
      comment:
        'The seed data (worker/data) is read through the ports: only the embedded adapters (and the SVG drawings of ' +
        'the embedded media service) import it, and the documents build; the base display-text dictionary is the ' +
        'display-text vocabulary every content adapter speaks (shared/display-text.ts derives from it).',
      severity: 'error',
      from: {
        path: '^worker/providers/',
        pathNot: '^worker/providers/((commerce|content|media)/(embedded|documents)|media/svg/|commerce/bigcommerce-records\\.ts$)',
      },
      to: { path: '^worker/data/', pathNot: '^worker/data/(build/|content/display-text/en-us\\.ts$)' },
    },
    {
      name: 'data-not-providers-issue-22',
      comment:
        'Issue 22: the hosted BigCommerce adapter still imports the seed generator (bigcommerce-records.ts); the ' +
        'BigCommerce work removes these two edges. Until then they are the only ones allowed, and only from that file.',
      severity: 'error',
      from: { path: '^worker/ports/commerce/bigcommerce/records\\.ts$' },
      to: { path: '^worker/data/', pathNot: '^worker/data/catalog/(build-content|settings/countries)\\.ts$' },
    },
    {
      name: 'no-tests-in-the-app',
      severity: 'error',
      from: { path: '^(worker|client|shared)/' },
      to: { path: '^test/' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles hide layering mistakes; type-only edges count too (a type cycle is a layering mistake as well).',
      severity: 'error',
      from: {},
      to: { circular: true },
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
