/** What a page asks of an island: its name, props and when it hydrates (Island.tsx draws it; the page context renders it). */
import type { IslandName, IslandPropsMap } from './types';

/**
 * When the client hydrates the island: `load` (the default) as soon as the page runs, with its
 * chunk modulepreloaded; `visible` once it comes within reach of the viewport, for islands
 * below the fold; `focus` when the shopper comes to it: focus, touch, pointer or a click, which
 * is replayed once it is ready (the header's islands; client/lib/interaction.ts). Until then
 * the server's HTML works as it does without JavaScript.
 */
export type Hydrate = 'load' | 'visible' | 'focus';

/** What else starts a `focus` island: a cookie set when the page runs, or a window event (its detail is passed on once hydrated). */
export interface Wake {
  /** `name`, or `name:key` for a count kept per key (client/lib/interaction.ts cookieWakes). */
  cookie?: string;
  /** One or more window event types, space-separated. */
  event?: string;
}

export interface IslandRequest<N extends IslandName = IslandName> {
  name: N;
  props: IslandPropsMap[N];
  hydrate?: Hydrate;
  wake?: Wake;
}
