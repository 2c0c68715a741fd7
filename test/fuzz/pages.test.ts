import fc from 'fast-check';
import { describe, it } from 'vitest';
import { hostileBody, hostileHeaders, queryString } from './arbitraries';
import { fuzzSuite, judge, send, type FuzzRequest } from './client';
import { auth, fuzzParameters, shapedBody } from './inputs';
import { freePath, pageRoutes, pathFor } from './routes';

describe('page routes under hostile input', () => {
  const suite = fuzzSuite('pages');

  it('answers every path, query, header, cookie and form post below 500, with no unhandled error logged', async () => {
    const templates = pageRoutes();
    const pools = { uid: suite.catalog.uids, '*': suite.catalog.categoryUrls, page: ['about', 'privacy'] };
    const path = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...templates).chain((t) => pathFor(t.path, pools)) },
      { weight: 1, arbitrary: freePath },
    );
    // Pages are read with GET; plain (no-JS) forms post to them; the rest must be refused cleanly.
    const method = fc.oneof(
      { weight: 6, arbitrary: fc.constant('GET') },
      { weight: 1, arbitrary: fc.constantFrom('HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH') },
    );
    const html = { accept: 'text/html' };

    await fc.assert(
      fc.asyncProperty(
        path,
        queryString,
        method,
        hostileHeaders,
        auth(suite.owner, suite.other),
        hostileBody(shapedBody(suite.catalog)),
        async (p, query, m, headers, who, body) => {
          const req: FuzzRequest = {
            method: m,
            path: `${p}${query}`,
            headers: { ...html, ...headers, ...who.headers },
            body: m === 'GET' || m === 'HEAD' ? null : body,
          };
          judge(req, await send(req), suite.consoleErrors.take(), suite.tally);
        },
      ),
      fuzzParameters(0.35),
    );
  });
});
