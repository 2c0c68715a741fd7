/**
 * Related products (spec §5, §9): manual picks first, shown only with a title, a url, the
 * current content region among their regions and a commerce record in the current
 * commerce region; then automated picks from the configured categories, whose listed
 * attributes match the current product, taken randomly across categories without
 * duplicates until the result size (default 4) is reached.
 */
export const DEFAULT_RELATED_COUNT = 4;

export interface RelatedCandidate {
  uid: string;
  title: string;
  url: string;
  regions: readonly string[];
  /** Whether the product has a commerce record in the current commerce region. */
  hasCommerce: boolean;
  /** Custom fields by name (Style, Level, ...). */
  attributes: Readonly<Record<string, string>>;
}

/** One configuration row: picks come from `candidates` and must share `attributes` with the current product. */
export interface RelatedPool {
  category: string;
  attributes: readonly string[];
  candidates: readonly RelatedCandidate[];
}

export interface RelatedInput {
  current: Pick<RelatedCandidate, 'uid' | 'attributes'>;
  contentRegion: string;
  manual: readonly RelatedCandidate[];
  pools: readonly RelatedPool[];
  size?: number;
  /** Returns a number in [0, 1); injectable so picks are reproducible. */
  random?: () => number;
}

/** Spec §5: the conditions a manually picked product must meet to show. */
export function isEligible(candidate: RelatedCandidate, contentRegion: string): boolean {
  return !!candidate.title.trim() && !!candidate.url.trim() && candidate.regions.includes(contentRegion) && candidate.hasCommerce;
}

/** True when the candidate has the current product's value for every listed attribute. */
export function matchesAttributes(candidate: RelatedCandidate, current: RelatedInput['current'], attributes: readonly string[]): boolean {
  return attributes.every((name) => {
    const wanted = current.attributes[name];
    return wanted !== undefined && candidate.attributes[name] === wanted;
  });
}

/** A small seeded generator (mulberry32), so the same product gets the same picks on every render. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Uids of the related products, in display order. */
export function pickRelated(input: RelatedInput): string[] {
  const size = input.size ?? DEFAULT_RELATED_COUNT;
  const random = input.random ?? seededRandom(input.current.uid);
  const chosen: string[] = [];
  const taken = new Set([input.current.uid]);
  const take = (candidate: RelatedCandidate) => {
    if (chosen.length >= size || taken.has(candidate.uid)) return;
    taken.add(candidate.uid);
    chosen.push(candidate.uid);
  };

  input.manual.filter((c) => isEligible(c, input.contentRegion)).forEach(take);

  // One shuffled queue per configured category; take from them in turn so every category gets a say.
  const queues = input.pools.map((pool) =>
    shuffled(
      pool.candidates.filter((c) => isEligible(c, input.contentRegion) && matchesAttributes(c, input.current, pool.attributes)),
      random,
    ),
  );
  while (chosen.length < size && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      while (queue.length > 0) {
        const next = queue.shift()!;
        if (taken.has(next.uid)) continue;
        take(next);
        break;
      }
      if (chosen.length >= size) break;
    }
  }
  return chosen;
}
