/**
 * Which counters a guessable attempt is counted under (worker/account/throttle.ts counts them):
 * a sign-in or a password check under its client and its account, a guest order look-up under
 * its client and its order number. Order look-ups keep their own client counter, so guessing
 * orders does not lock the address out of signing in, nor the other way round.
 */

/** The account an attempt names: its email's SHA-256 when the account is known, else the id it was asked by. */
export type AccountRef = { emailDigest: string } | { unknownId: number };

export type Attempt =
  | { kind: 'sign-in'; address: string; account: AccountRef }
  | { kind: 'order-lookup'; address: string; orderId: number };

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(text: string): string | null {
  const parts = IPV4.exec(text)?.slice(1).map(Number);
  return parts?.every((part) => part <= 255) ? parts.join('.') : null;
}

const hextet = (text: string) => (/^[0-9a-f]{1,4}$/.test(text) ? Number.parseInt(text, 16) : null);

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail read as the last two), or null. */
function ipv6Groups(text: string): number[] | null {
  const lastColon = text.lastIndexOf(':');
  const v4 = ipv4(text.slice(lastColon + 1));
  const [a, b, c, d] = (v4 ?? '').split('.').map(Number);
  const written = v4 === null ? text : `${text.slice(0, lastColon + 1)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  const halves = written.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':').map(hextet));
  const head = groups(halves[0]!);
  const back = halves.length === 2 ? groups(halves[1]!) : [];
  const given = head.length + back.length;
  if ([...head, ...back].some((group) => group === null)) return null;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  return [...(head as number[]), ...Array<number>(8 - given).fill(0), ...(back as number[])];
}

/**
 * The client part of a counter: an IPv4 address whole, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64, so counting single addresses would let one client
 * make 2^64 fresh counters). IPv4-mapped IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address;
 * a zone id (`%eth0`) and letter case do not matter. Anything else is counted as written.
 */
export function clientAddress(raw: string): string {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  const v4 = ipv4(text);
  if (v4 !== null) return v4;
  const groups = text.includes(':') ? ipv6Groups(text) : null;
  if (groups === null) return text;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The counters one attempt is counted under; it may run only when every one of them allows it. */
export function throttleKeys(attempt: Attempt): string[] {
  const client = clientAddress(attempt.address);
  switch (attempt.kind) {
    case 'sign-in':
      return [
        `ip:${client}`,
        'emailDigest' in attempt.account ? `email:${attempt.account.emailDigest}` : `id:${attempt.account.unknownId}`,
      ];
    case 'order-lookup':
      return [`order-ip:${client}`, `order:${attempt.orderId}`];
    default:
      throw new Error(`unknown attempt ${(attempt as { kind: string }).kind}`);
  }
}
