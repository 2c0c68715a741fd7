import { describe, expect, it } from 'vitest';
import { checkBlockList, normaliseUrl } from '../../../worker/rules/block-list';
import { blockList } from '../../../worker/data/block-list';

const request = (url: string, extra: { ip?: string; userAgent?: string } = {}) =>
  checkBlockList(blockList, { url, ip: extra.ip ?? '203.0.113.5', userAgent: extra.userAgent ?? 'Mozilla/5.0' });

describe('block list (spec §9)', () => {
  it.each([
    '/wp-login.php',
    '/wp-admin/',
    '/index.php?x=1',
    '/en-us/search?q=sleep(5)',
    '/en-us/search?q=SELECT(1)',
    '/x?id=1%20select%20(1)',
    '/en-us/search?q=%2527%2520sleep(3)',
    '/.env',
    '/.git/config',
    '/xmlrpc',
    '/en-us/p/x?q=union%20select%20password',
    '/a/../../etc/passwd',
  ])('refuses the URL %s', (url) => {
    expect(request(url)).toEqual({ blocked: true, reason: 'url' });
  });

  it.each([
    '/',
    '/en-us/c/skis',
    '/de-de/p/aurora-classic?color=red',
    '/en-us/search?q=selection',
    '/en-us/search?q=sleeping bag',
    '/api/products?page=2',
  ])('lets %s through', (url) => {
    expect(request(url)).toEqual({ blocked: false });
  });

  it.each(['sqlmap/1.7', 'Mozilla/5.0 (compatible; Nikto/2.5)', 'masscan/1.3', 'WPScan v3'])('refuses the user agent %s', (userAgent) => {
    expect(request('/', { userAgent })).toEqual({ blocked: true, reason: 'user-agent' });
  });

  it('refuses a listed IP', () => {
    expect(request('/', { ip: blockList.ips[0] })).toEqual({ blocked: true, reason: 'ip' });
  });

  it('never blocks an IP on the never-block list, whatever it asks for', () => {
    expect(request('/wp-login.php', { ip: blockList.neverBlockIps[0], userAgent: 'sqlmap' })).toEqual({ blocked: false });
  });

  it('decodes twice and ignores whitespace before a parenthesis', () => {
    expect(normaliseUrl('/x?q=SLEEP%2520%20(1)')).toBe('/x?q=sleep(1)');
    expect(normaliseUrl('/%E0%A4%A')).toBe('/%e0%a4%a');
  });
});
