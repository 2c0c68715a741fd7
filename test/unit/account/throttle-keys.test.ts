import { describe, expect, it } from 'vitest';
import { clientAddress, throttleKeys } from '../../../worker/account/throttle-keys';

describe('clientAddress: IPv4 whole, IPv6 by its /64', () => {
  it.each([
    ['IPv4', '203.0.113.7', '203.0.113.7'],
    ['IPv4 with spaces around', ' 203.0.113.7 ', '203.0.113.7'],
    ['IPv4 with leading zeros', '203.000.113.007', '203.0.113.7'],
    ['IPv6 compressed', '2001:db8:1:2::7', '2001:db8:1:2::/64'],
    ['IPv6 full, zeros written out', '2001:0db8:0001:0002:0000:0000:0000:0007', '2001:db8:1:2::/64'],
    ['IPv6 another address of the same /64', '2001:db8:1:2:ffff:eeee:dddd:cccc', '2001:db8:1:2::/64'],
    ['IPv6 the next /64', '2001:db8:1:3::7', '2001:db8:1:3::/64'],
    ['IPv6 upper case', '2001:DB8:1:2::ABCD', '2001:db8:1:2::/64'],
    ['IPv6 with a zone id', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['IPv6 in brackets', '[2001:db8:1:2::7]', '2001:db8:1:2::/64'],
    ['IPv6 compressed inside the /64', '2001:db8::1', '2001:db8:0:0::/64'],
    ['IPv6 ending in ::', '2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['IPv6 unspecified', '::', '0:0:0:0::/64'],
    ['IPv4-mapped', '::ffff:198.51.100.4', '198.51.100.4'],
    ['IPv4-mapped, upper case', '::FFFF:198.51.100.4', '198.51.100.4'],
    ['IPv4-mapped, full form', '0:0:0:0:0:ffff:198.51.100.4', '198.51.100.4'],
    ['IPv4-mapped, in hex', '::ffff:c633:6404', '198.51.100.4'],
    ['IPv6 with an IPv4 tail, not mapped', '2001:db8:1:2::198.51.100.4', '2001:db8:1:2::/64'],
    ['no address (local tools)', 'unknown', 'unknown'],
    ['two :: (not an address): as written', '2001::db8::1', '2001::db8::1'],
    ['a group too long: as written', '2001:db8:12345::1', '2001:db8:12345::1'],
    ['nine groups: as written', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
    ['an IPv4 part over 255: as written', '256.1.1.1', '256.1.1.1'],
  ])('%s: %s → %s', (_, raw, key) => {
    expect(clientAddress(raw)).toBe(key);
  });
});

describe('throttleKeys: the counters an attempt is counted under', () => {
  it.each([
    [
      'a sign-in by a known account from IPv4',
      { kind: 'sign-in', address: '203.0.113.7', account: { emailDigest: 'ab12' } },
      ['ip:203.0.113.7', 'email:ab12'],
    ],
    [
      'a sign-in from IPv6 counts the /64',
      { kind: 'sign-in', address: '2001:db8:1:2::7', account: { emailDigest: 'ab12' } },
      ['ip:2001:db8:1:2::/64', 'email:ab12'],
    ],
    [
      'a password check by an id with no account',
      { kind: 'sign-in', address: '203.0.113.7', account: { unknownId: 99 } },
      ['ip:203.0.113.7', 'id:99'],
    ],
    [
      'a guest order look-up: its own client counter and the order number',
      { kind: 'order-lookup', address: '::ffff:203.0.113.7', orderId: 100 },
      ['order-ip:203.0.113.7', 'order:100'],
    ],
  ] as const)('%s', (_, attempt, keys) => {
    expect(throttleKeys(attempt)).toEqual(keys);
  });
});
