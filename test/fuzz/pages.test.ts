import fc from 'fast-check';
import { describe, it } from 'vitest';
import { hostileHeaders, queryString } from './arbitraries';
import { hostileBody } from './bodies';
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
    // Pages are read with GET (and HEAD, by monitors and link checkers); plain (no-JS) forms
    // post to them; the rest must be refused cleanly.
    const method = fc.oneof(
      { weight: 6, arbitrary: fc.constant('GET') },
      { weight: 2, arbitrary: fc.constant('HEAD') },
      { weight: 1, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH') },
    );
    // One visitor in eight hangs up part-way.
    const hangUp = fc.option(fc.integer({ min: 0, max: 30 }), { freq: 7, nil: undefined });
    const html = { accept: 'text/html' };

    await fc.assert(
      fc.asyncProperty(
        path,
        queryString,
        method,
        hostileHeaders,
        auth(suite.owner, suite.other),
        hostileBody(shapedBody(suite.catalog)),
        hangUp,
        async (p, query, m, headers, who, body, hangUpAfterMs) => {
          const req: FuzzRequest = {
            method: m,
            path: `${p}${query}`,
            headers: { ...html, ...headers, ...who.headers },
            body: m === 'GET' || m === 'HEAD' ? null : body,
            ...(hangUpAfterMs === undefined ? {} : { hangUpAfterMs }),
          };
          judge(req, await send(req), suite.consoleErrors.take(), suite.tally);
        },
      ),
      fuzzParameters(0.35),
    );
  });
});
