import type { ReactNode } from 'react';
import { usePage } from '../lib/page-context';
import type { IslandName, IslandPropsMap } from './types';

/**
 * When the client hydrates the island: `load` (the default) as soon as the page runs, with its
 * chunk modulepreloaded; `visible` once it comes within reach of the viewport, for islands
 * below the fold; `focus` when the shopper first focuses or touches it (the header search
 * box). Until then the server's HTML works as it does without JavaScript.
 */
export type Hydrate = 'load' | 'visible' | 'focus';

export interface IslandRequest<N extends IslandName = IslandName> {
  name: N;
  props: IslandPropsMap[N];
  hydrate?: Hydrate;
}

/** An island in a server-rendered page; the worker's renderer (worker/render/Island.tsx) draws it. */
export function Island<N extends IslandName>(request: IslandRequest<N>): ReactNode {
  return usePage().renderIsland(request as unknown as IslandRequest);
}
