import { describe, expect, it } from 'vitest';
import {
  contentFailure,
  contentFailureMessage,
  contentRejection,
  HTTP_MESSAGES,
  isMissingEntry,
  searchFailureMessage,
} from '../../../worker/ports/http/failures';
import { memoryCache } from '../../../worker/ports/http/cache';
import { queryString } from '../../../worker/ports/http/client';

describe('spec §8 HTTP client messages', () => {
  it.each([
    [HTTP_MESSAGES.status(503), 'Request failed with status code 503'],
    [HTTP_MESSAGES.status(429), 'Request failed with status code 429'],
    [HTTP_MESSAGES.network, 'Network Error'],
    [HTTP_MESSAGES.aborted, 'Request aborted'],
    [HTTP_MESSAGES.timeout(30000), 'timeout of 30000ms exceeded'],
    [HTTP_MESSAGES.timeout(20.6), 'timeout of 21ms exceeded'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('spec §8 content SDK rejection', () => {
  it('carries error_message, error_code, errors, status and statusText', () => {
    const body = { error_message: "The requested entry doesn't exist.", error_code: 141, errors: { uid: ['is not valid.'] } };
    expect(contentRejection({ status: 422, statusText: 'Unprocessable Entity', body })).toEqual({
      ...body,
      status: 422,
      statusText: 'Unprocessable Entity',
    });
  });

  it("fills a body that is not the service's error shape", () => {
    expect(contentRejection({ status: 502, statusText: 'Bad Gateway', body: '<html>bad gateway</html>' })).toEqual({
      error_message: 'Request failed with status code 502',
      error_code: null,
      errors: {},
      status: 502,
      statusText: 'Bad Gateway',
    });
  });

  it.each([
    [422, { error_code: 141, error_message: "The requested entry doesn't exist." }, true],
    [404, { error_code: 141 }, true],
    [404, 'Not Found', true],
    [422, { error_code: 109, error_message: 'The api_key is invalid.' }, false],
    [401, { error_code: 105 }, false],
    [500, { error_code: 141 }, true],
    [500, 'oops', false],
  ])('status %i with %j is a missing entry: %s', (status, body, missing) => {
    expect(isMissingEntry({ status, statusText: '', body })).toBe(missing);
  });
});

describe('spec §8 search non-OK message', () => {
  it.each([
    [404, { errors: ['Could not find engine.'] }, 'Not Found', '[404] Could not find engine.'],
    [
      400,
      { errors: ['Page size must be <= 1000', 'Query is too long'] },
      'Bad Request',
      '[400] Page size must be <= 1000, Query is too long',
    ],
    [503, 'upstream connect error', 'Service Unavailable', '[503] upstream connect error'],
    [500, {}, 'Internal Server Error', '[500] Internal Server Error'],
  ])('%i %j → %j', (status, body, statusText, message) => {
    expect(searchFailureMessage({ status, statusText, body })).toBe(message);
  });
});

describe('queryString', () => {
  it('repeats array keys and leaves out undefined values', () => {
    expect(queryString({ locale: 'de', 'include[]': ['main_nav', 'top_alert'], skip: 0, include_count: true, query: undefined })).toBe(
      'locale=de&include%5B%5D=main_nav&include%5B%5D=top_alert&skip=0&include_count=true',
    );
  });
});

describe('memoryCache (the Cache API stand-in for Node)', () => {
  it('serves a copy until its max-age passes', async () => {
    let now = 0;
    const cache = memoryCache(() => now);
    await cache.put('https://x.test/a', new Response('{"a":1}', { headers: { 'cache-control': 'max-age=60' } }));
    expect(await (await cache.match('https://x.test/a'))?.json()).toEqual({ a: 1 });
    now = 59_999;
    expect(await cache.match('https://x.test/a')).toBeDefined();
    now = 60_000;
    expect(await cache.match('https://x.test/a')).toBeUndefined();
  });

  it.each([
    ['no max-age', {}],
    ['max-age=0', { 'cache-control': 'max-age=0' }],
    ['a cookie', { 'cache-control': 'max-age=60', 'set-cookie': 'a=b' }],
  ])('keeps nothing with %s', async (_, headers) => {
    const cache = memoryCache();
    await cache.put('https://x.test/a', new Response('x', { headers }));
    expect(cache.size).toBe(0);
  });
});

describe('code 141 told apart by its message and errors', () => {
  const failure = (body: unknown, status = 422) => ({ status, statusText: 'Unprocessable Entity', body });
  const params = (field: string, says = 'is not valid.') => ({
    error_message: 'Failed to fetch entries. Please try again with valid parameters.',
    error_code: 141,
    errors: { [field]: [says] },
  });
  it.each([
    [
      'the entry is missing (errors.uid)',
      { error_message: "The requested entry doesn't exist.", error_code: 141, errors: { uid: ['is not valid.'] } },
      'missing_entry',
    ],
    ['a wrong environment', params('environment'), 'bad_parameters'],
    ['no environment', params('environment', 'is required.'), 'bad_parameters'],
    ['a wrong locale', params('locale'), 'bad_parameters'],
    [
      'a refused parameter named only in the message',
      { error_message: 'Failed to fetch entries. Please try again with valid parameters.', error_code: 141 },
      'bad_parameters',
    ],
    ['another code', { error_message: 'The api_key is invalid.', error_code: 109, errors: { api_key: ['is not valid.'] } }, 'other'],
  ])('%s', (_, body, kind) => {
    expect(contentFailure(failure(body))).toBe(kind);
    expect(isMissingEntry(failure(body))).toBe(kind === 'missing_entry');
  });

  it('a refused parameter says so in the error message, naming the field', () => {
    expect(contentFailureMessage(failure(params('environment')))).toBe(
      'Failed to fetch entries. Please try again with valid parameters. (code 141, bad parameters: environment is not valid.; check the CONTENTSTACK_* settings)',
    );
    expect(contentFailureMessage(failure({ error_message: "The requested entry doesn't exist.", error_code: 141 }))).toBe(
      "The requested entry doesn't exist.",
    );
  });
});
