/**
 * Block list (spec §9): requests from listed IPs, with listed URL fragments or with
 * listed user-agent fragments are refused before anything else runs; IPs on the
 * never-block list always pass.
 */

export interface BlockList {
  ips: readonly string[];
  urlFragments: readonly string[];
  userAgentFragments: readonly string[];
  neverBlockIps: readonly string[];
}

export interface BlockCheckInput {
  ip: string | null;
  /** Path and query as requested (still percent-encoded). */
  url: string;
  userAgent: string | null;
}

export type BlockVerdict = { blocked: false } | { blocked: true; reason: 'ip' | 'url' | 'user-agent' };

/** Lowercased, percent-decoded (twice, to catch double encoding), whitespace before '(' removed. */
export function normaliseUrl(raw: string): string {
  let text = raw.replace(/\+/g, ' ');
  for (let i = 0; i < 2; i++) {
    try {
      const decoded = decodeURIComponent(text);
      if (decoded === text) break;
      text = decoded;
    } catch {
      break;
    }
  }
  return text.toLowerCase().replace(/\s+\(/g, '(');
}

export function checkBlockList(list: BlockList, input: BlockCheckInput): BlockVerdict {
  if (input.ip && list.neverBlockIps.includes(input.ip)) return { blocked: false };
  if (input.ip && list.ips.includes(input.ip)) return { blocked: true, reason: 'ip' };
  const url = normaliseUrl(input.url);
  if (list.urlFragments.some((f) => url.includes(f))) return { blocked: true, reason: 'url' };
  const agent = (input.userAgent ?? '').toLowerCase();
  if (agent && list.userAgentFragments.some((f) => agent.includes(f))) return { blocked: true, reason: 'user-agent' };
  return { blocked: false };
}
