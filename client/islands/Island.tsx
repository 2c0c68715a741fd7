import type { ReactNode } from 'react';
import { usePage } from '../components/page-context';
import type { IslandName } from './types';
import type { IslandRequest } from './request';

/** An island in a server-rendered page; the worker's renderer (worker/render/Island.tsx) draws it. */
export function Island<N extends IslandName>(request: IslandRequest<N>): ReactNode {
  return usePage().renderIsland(request as unknown as IslandRequest);
}
