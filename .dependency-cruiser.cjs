/**
 * The layering of DESIGN.md §2 as one rule set, checked by `npm run lint:deps` (and so by .ci/run).
 * From the top: the app (app.ts, api.ts, pages.tsx) → features → edge and render → ports → rules and
 * data → shared. Arrows point down only; a feature reaches another through its index.ts.
 * `npx depcruise --help` for the format.
 */
const FEATURES = '(catalog|cart|checkout|account|search|content|consent|rum|page-cache|alerts|media|dev)';
const APP = '^worker/(app|api|pages)\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'feature-through-its-index',
      comment: "A feature (or the app) uses another feature only through that feature's index.ts, its public face.",
      severity: 'error',
      from: { path: `^worker/(${FEATURES.slice(1, -1)}|app|api|pages)[/.]` },
      to: { path: `^worker/${FEATURES}/`, pathNot: [`^worker/$1/`, `^worker/${FEATURES}/index\\.ts$`] },
    },
    {
      name: 'edge-and-render-below-features',
      comment: 'The request pipeline and the renderer serve every feature: they import no feature and not the app.',
      severity: 'error',
      from: { path: '^worker/(edge|render)/' },
      to: { path: `^worker/${FEATURES}/|${APP}` },
    },
    {
      name: 'render-below-edge',
      comment: 'The renderer reads the request context (types) and nothing else of the pipeline; the pipeline may render.',
      severity: 'error',
      from: { path: '^worker/render/' },
      to: { path: '^worker/edge/', pathNot: '^worker/edge/(app-env|variables|session-records|pro-state)\\.ts$' },
    },
    {
      name: 'ports-below-edge',
      comment: 'Ports (one per outside service) serve the features: they never reach up into features, edge, render or the app.',
      severity: 'error',
      from: { path: '^worker/ports/' },
      to: { path: `^worker/(${FEATURES.slice(1, -1)}|edge|render)/|${APP}|^client/` },
    },
    {
      name: 'rules-are-pure',
      comment: 'Pure rules (worker/rules) know no I/O: they import shared/, each other and the seed settings only.',
      severity: 'error',
      from: { path: '^worker/rules/' },
      to: { path: '^(worker/|client/)', pathNot: '^worker/(rules|data)/' },
    },
    {
      name: 'env-names-bindings',
      comment: 'env.ts names the bindings and imports nothing: a feature types its own Durable Object namespace.',
      severity: 'error',
      from: { path: '^worker/env\\.ts$' },
      to: { path: '^(worker|client|shared)/' },
    },
    {
      name: 'server-not-client-lib',
      comment:
        'client/lib is browser code: a rule or wire type both sides use lives in shared/. The server renders client components and pages only.',
      severity: 'error',
      from: { path: '^worker/' },
      to: { path: '^client/lib/' },
    },
    {
      name: 'services-render-no-components',
      comment: 'Only page routes, the renderer and view models import client components: ports, rules and edge never do.',
      severity: 'error',
      from: { path: '^worker/(ports|rules|data)/' },
      to: { path: '^client/' },
    },
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
      name: 'build-time-only',
      comment: 'The documents build (worker/data/build) runs in build.mjs, never in the Worker.',
      severity: 'error',
      from: { path: '^(worker|client|shared)/', pathNot: '^worker/data/build/' },
      to: { path: '^worker/data/build/' },
    },
    {
      name: 'data-through-ports',
      comment:
        'The seed data (worker/data) is read through the ports: only the embedded adapters (and the SVG drawings of ' +
        'the embedded media service) import it, and the documents build. Besides them: the display-text type ' +
        '(shared/display-text.ts derives it from the base dictionary), the seed settings pure rules may read, and ' +
        "the edge's own tables (block list, redirects, customer groups).",
      severity: 'error',
      from: {
        path: '^(worker|client|shared)/',
        pathNot:
          '^(worker/data/|worker/ports/((commerce|content|media)/(embedded|documents)|media/svg/)|worker/rules/|' +
          'shared/display-text\\.ts$|worker/edge/(block-list|locale|pro-state)\\.ts$)',
      },
      to: { path: '^worker/data/', pathNot: '^worker/data/build/' },
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
