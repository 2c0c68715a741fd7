/**
 * Every hosted origin is a var, the vendors' own by default (wrangler.toml),
 * so `wrangler dev --var NAME:value` alone points an adapter at a proxy or a fake. Spec §7:
 * "the region prefixes the host".
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENTSTACK_DEFAULT_HOST, contentstackOrigin } from '../../../worker/ports/content/contentstack/delivery';
import { AMPLIENCE_HOST, amplienceOrigin } from '../../../worker/ports/media/amplience/adapter';

const toml = readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8');
const tomlVar = (name: string) => new RegExp(`^${name} = "([^"]*)"`, 'm').exec(toml)?.[1];

describe('CONTENTSTACK_HOST with CONTENTSTACK_REGION', () => {
  it.each([
    [CONTENTSTACK_DEFAULT_HOST, undefined, 'https://cdn.contentstack.com'],
    [CONTENTSTACK_DEFAULT_HOST, 'na', 'https://cdn.contentstack.com'],
    [CONTENTSTACK_DEFAULT_HOST, 'eu', 'https://eu-cdn.contentstack.com'],
    [CONTENTSTACK_DEFAULT_HOST, 'azure-na', 'https://azure-na-cdn.contentstack.com'],
    [CONTENTSTACK_DEFAULT_HOST, 'gcp-na', 'https://gcp-na-cdn.contentstack.com'],
    ['eu-cdn.contentstack.com', 'eu', 'https://eu-cdn.contentstack.com'],
    ['https://cs-proxy.example.com/', 'eu', 'https://eu-cs-proxy.example.com'],
    ['https://cs-proxy.example.com/contentstack', undefined, 'https://cs-proxy.example.com/contentstack'],
    ['http://127.0.0.1:8830', 'eu', 'http://127.0.0.1:8830'],
    ['http://localhost:8830', undefined, 'http://localhost:8830'],
    [undefined, undefined, 'https://cdn.contentstack.io'],
    [undefined, 'eu', 'https://eu-cdn.contentstack.com'],
    ['', 'azure-eu', 'https://azure-eu-cdn.contentstack.com'],
  ])('host %j in region %j → %s', (host, region, origin) => {
    expect(contentstackOrigin({ host, region })).toBe(origin);
  });

  it('refuses a region that is not a name', () => {
    expect(() => contentstackOrigin({ host: CONTENTSTACK_DEFAULT_HOST, region: 'eu.evil.com/' })).toThrow(/CONTENTSTACK_REGION/);
  });
});

describe('AMPLIENCE_HOST', () => {
  it.each([
    [undefined, AMPLIENCE_HOST],
    ['', AMPLIENCE_HOST],
    ['cdn.media.amplience.net', 'https://cdn.media.amplience.net'],
    ['http://127.0.0.1:8831/', 'http://127.0.0.1:8831'],
  ])('%j → %s', (host, origin) => {
    expect(amplienceOrigin(host)).toBe(origin);
  });
});

describe('wrangler.toml', () => {
  it("sets each hosted origin to the vendor's own", () => {
    expect(tomlVar('CONTENTSTACK_HOST')).toBe(CONTENTSTACK_DEFAULT_HOST);
    expect(tomlVar('AMPLIENCE_HOST')).toBe(AMPLIENCE_HOST);
  });
});
