/**
 * The App Search adapter's pure parts. Every recorded answer of the real engine
 * (test/contract/fixtures/app-search, copied from the vendor's recordings) parses with the
 * adapter's own schemas and maps to the site shape; requests translate as the port means
 * them; documents flatten as the engine holds them; errors read as spec §8 says.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EngineClickSchema,
  EngineErrorSchema,
  EngineMultiSearchSchema,
  EngineSearchSchema,
  EngineSuggestionSchema,
} from '../../../worker/ports/search/app-search/schemas';
import { engineErrorMessage, engineRequest, siteAnswer, type Scope } from '../../../worker/ports/search/app-search/translate';
import { appSearchBase, postTransport } from '../../../worker/ports/search/app-search/adapter';
import { documentProblem, flatDocument, priceField, schemaOf, siteId } from '../../../worker/ports/search/app-search/documents';
import type { SearchDocument } from '../../../worker/ports/search/index-document';

const DIR = fileURLToPath(new URL('../../contract/fixtures/app-search/', import.meta.url));

interface Recording {
  name: string;
  path: string;
  request: unknown;
  status: number;
  body: unknown;
}

/** A raw recording: request line, headers, `body: …` (quotes escaped), then the HTTP answer. */
function recording(name: string): Recording {
  const text = readFileSync(DIR + name, 'utf8');
  const at = text.indexOf('\nHTTP/1.1 ');
  const request = text.slice(0, at);
  const answer = text.slice(at + 1);
  const bodyLine = /^body: (.*)$/m.exec(request)?.[1] ?? '';
  const responseBody = answer
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .trim();
  return {
    name,
    path: request.split('\n')[0]!.split(' ')[1]!,
    request: bodyLine ? JSON.parse(bodyLine.replace(/\\"/g, '"')) : null,
    status: Number(answer.split(' ')[1]),
    body: responseBody ? JSON.parse(responseBody) : null,
  };
}

const recordings = readdirSync(DIR)
  .filter((name) => !name.endsWith('.txt'))
  .map(recording);
const scope: Scope = { locale: 'en-us', priceList: 'us', stack: 'embedded', environment: 'embedded' };

describe('the recorded answers of the real engine', () => {
  it('are all here: searches, multi search, suggestions, clicks and errors', () => {
    expect(recordings.length).toBe(26);
    expect(recordings.filter((r) => r.status >= 400).length).toBeGreaterThanOrEqual(3);
  });

  for (const r of recordings) {
    it(`${r.name}: parses with the adapter's schema${r.status < 400 ? ' and maps to the site shape' : ''}`, () => {
      if (r.status >= 400) {
        if (r.body !== null) expect(v.safeParse(EngineErrorSchema, r.body).success).toBe(true);
        expect(engineErrorMessage(r.status, '', r.body)).toMatch(new RegExp(`^\\[${r.status}\\] .+`));
        return;
      }
      if (r.path.endsWith('/click.json')) {
        expect(v.parse(EngineClickSchema, r.body)).toBeNull();
      } else if (r.path.endsWith('/query_suggestion')) {
        const answer = v.parse(EngineSuggestionSchema, r.body);
        expect(answer.results.documents!.length).toBeGreaterThan(0);
      } else if (r.path.endsWith('/multi_search.json')) {
        const answers = v.parse(EngineMultiSearchSchema, r.body);
        expect(answers).toHaveLength((r.request as { queries: unknown[] }).queries.length);
        for (const answer of answers)
          expect(siteAnswer(answer, { query: 'cat' }, scope, 'node-modules').meta.page.total_pages).toBeLessThanOrEqual(100);
      } else {
        const answer = v.parse(EngineSearchSchema, r.body);
        const request = r.request as { facets?: Record<string, never> };
        const site = siteAnswer(answer, { query: 'cat', ...(request.facets ? { facets: request.facets } : {}) }, scope, 'node-modules');
        expect(site.results).toHaveLength(answer.results.length);
        expect(site.meta.page.total_results).toBe(answer.meta.page.total_results);
        for (const hit of site.results) expect(hit._meta.engine).toBe('node-modules');
        if (request.facets) expect(Object.keys(site.facets ?? {})).toEqual(Object.keys(request.facets));
        else expect(site.facets).toBeUndefined();
      }
    });
  }

  it('caps total_pages at 100 (spec §9): the engine counted 642 pages of one', () => {
    const multi = recordings.find((r) => r.name === 'multi_search')!;
    const [first] = v.parse(EngineMultiSearchSchema, multi.body);
    expect(first!.meta.page.total_pages).toBe(642);
    expect(siteAnswer(first!, { query: 'cat' }, scope, 'e').meta.page.total_pages).toBe(100);
  });

  it('leaves out facets and alerts the engine left out (search_simple has only warnings)', () => {
    const simple = v.parse(EngineSearchSchema, recordings.find((r) => r.name === 'search_simple')!.body);
    const site = siteAnswer(simple, { query: 'cat' }, scope, 'e');
    expect(site).not.toHaveProperty('facets');
    expect(site.meta).not.toHaveProperty('alerts');
    expect(site.meta.warnings).toEqual([]);
    expect(site.meta.request_id).toBe('8bedbf97e0a9ed0e9335665938502c27');
  });
});

describe('spec §8 "[status] errors"', () => {
  it.each([
    [400, { errors: ['Missing required parameter: query'] }, '[400] Missing required parameter: query'],
    [
      400,
      [{ errors: ['Options contains invalid key: invalid'] }, { errors: ['Options contains invalid key: another'] }],
      '[400] Options contains invalid key: invalid, Options contains invalid key: another',
    ],
    [401, { error: 'You need to sign in or sign up before continuing.' }, '[401] You need to sign in or sign up before continuing.'],
    [404, null, '[404] Not Found'],
    [500, '<html>oops</html>', '[500] <html>oops</html>'],
  ])('%i %j → %s', (status, body, message) => {
    expect(engineErrorMessage(status, status === 404 ? 'Not Found' : '', body)).toBe(message);
  });
});

describe('a port request as the engine takes it', () => {
  it.each<[string, Parameters<typeof engineRequest>[0], Record<string, unknown>]>([
    [
      'the locale, stack and environment in every query',
      { query: 'ski' },
      { filters: { all: [{ locales: 'en-us' }, { stack: 'embedded' }, { environment: 'embedded' }] } },
    ],
    [
      'price → the price list’s field',
      { query: '', filters: { all: [{ price: { to: 50 } }] } },
      { filters: { all: expect.arrayContaining([{ price_us: { to: 50 } }]) } },
    ],
    [
      'tags: sale of the price list, or a flag',
      { query: '', filters: { all: [{ tags: ['sale', 'new'] }] } },
      { filters: { all: expect.arrayContaining([{ any: [{ sale: 'us' }, { flags: ['new'] }] }]) } },
    ],
    [
      'several fields in one filter must all hold',
      { query: '', filters: { none: [{ category: 'boots', color: 'red' }] } },
      { filters: expect.objectContaining({ none: [{ all: [{ category: 'boots' }, { color: 'red' }] }] }) },
    ],
    [
      'sort by price, then relevance and catalogue order',
      { query: '', sort: { price: 'desc' } },
      { sort: [{ price_us: 'desc' }, { _score: 'desc' }, { order: 'asc' }] },
    ],
    [
      'facets renamed, tags as flags and sale',
      { query: '', facets: { price: { type: 'range', ranges: [{ to: 100 }] }, tags: { type: 'value' } } },
      {
        facets: {
          price_us: [{ type: 'range', ranges: [{ to: 100 }] }],
          flags: [{ type: 'value', size: 250 }],
          sale: [{ type: 'value', size: 250 }],
        },
      },
    ],
    ['page defaults', { query: 'x' }, { page: { size: 10, current: 1 } }],
  ])('%s', (_name, request, expected) => {
    expect(engineRequest(request, scope)).toMatchObject(expected);
  });

  it('asks only for the fields the port asked for, translated', () => {
    const body = engineRequest(
      { query: 'x', result_fields: { title: { raw: {} }, price: { raw: {} }, tags: { raw: {} }, id: { raw: {} } } },
      scope,
    );
    expect(Object.keys(body.result_fields as object).sort()).toEqual(['flags', 'price_us', 'sale', 'title']);
    expect(body).not.toHaveProperty('facets');
  });
});

describe('the flat document', () => {
  const doc: SearchDocument = {
    id: 'product:aurora-classic',
    type: 'product',
    uid: 'aurora-classic',
    title: 'Aurora Classic',
    tagline: 't',
    description: 'd',
    category_names: 'Skis',
    color_names: 'Red',
    spec_values: '',
    url: '/p/aurora-classic',
    image: 'img',
    category: ['skis', 'classic'],
    color: ['color-red'],
    level: 'Sport',
    flags: ['new'],
    prices: { us: 599, eu_region_1: 549, de: 550 },
    sale: ['us'],
    regions: ['us', 'eu'],
    is_new: 1,
    date: '',
    order: 3,
  };

  it('is flat, lowercase, with the locale in the id and prices per price list', () => {
    const flat = flatDocument('de', doc, { stack: 's', environment: 'e' });
    expect(flat).toMatchObject({
      id: 'de:product:aurora-classic',
      locales: ['de'],
      price_us: 599,
      price_eu_region_1: 549,
      price_de: 550,
      sale: ['us'],
      date: null,
    });
    expect(flat).not.toHaveProperty('prices');
    expect(documentProblem(flat)).toBeNull();
    expect(siteId(flat.id)).toBe('product:aurora-classic');
    expect(Object.keys(schemaOf(Object.keys(flat))).sort()).toEqual([
      'date',
      'is_new',
      'order',
      'price_de',
      'price_eu_region_1',
      'price_us',
    ]);
  });

  it.each([
    [{ title: 'x' }, 'Missing required key: id'],
    [{ id: 'a', Title: 'x' }, 'Invalid field name: Title'],
    [{ id: 'a', prices: { us: 1 } }, 'Invalid field value: prices'],
    [{ id: 'a', tags: ['x', null] }, 'Invalid field value: tags'],
  ])('refuses %j', (bad, problem) => {
    expect(documentProblem(bad)).toContain(problem);
  });

  it('names price fields the engine can hold', () => {
    expect(priceField('US')).toBe('price_us');
    expect(priceField('pro-ca')).toBe('price_pro_ca');
  });
});

describe('the engine’s endpoint and the POST transport', () => {
  it.each([
    ['host-2376rb', 'https://host-2376rb.api.swiftype.com/api/as/v1'],
    ['https://loipe.ent.europe-west1.gcp.cloud.es.io/', 'https://loipe.ent.europe-west1.gcp.cloud.es.io/api/as/v1'],
    ['http://127.0.0.1:8810', 'http://127.0.0.1:8810/api/as/v1'],
  ])('%s → %s', (endpoint, base) => {
    expect(appSearchBase(endpoint)).toBe(base);
  });

  it('sends the client’s GET …?body= as a POST with that JSON body', async () => {
    const seen: Request[] = [];
    const transport = postTransport((async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response('{}');
    }) as typeof fetch);
    await transport('https://e.test/api/as/v1/engines/x/search.json?body=%7B%22query%22%3A%22ski%22%7D', {
      method: 'GET',
      headers: { authorization: 'Bearer k' },
    });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe('https://e.test/api/as/v1/engines/x/search.json');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer k');
    expect(await seen[0]!.text()).toBe('{"query":"ski"}');
  });
});
