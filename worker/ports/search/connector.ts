/**
 * Spec §5: "Search is enabled only if the brand setting says so and a search connector
 * exists. The search connector requires an engine name and a host identifier or endpoint
 * base." The embedded engine's endpoint base is the Worker itself.
 */
export interface SearchConnectorEnv {
  SEARCH_PROVIDER?: string;
  SEARCH_ENGINE?: string;
  /** App Search host identifier (`host-abc123`), hosted adapter. */
  SEARCH_HOST_ID?: string;
  /** App Search endpoint base (`https://….ent.…`), hosted adapter. */
  SEARCH_ENDPOINT_BASE?: string;
}

export interface SearchConnector {
  provider: 'embedded' | 'app-search';
  engine: string;
  /** Host identifier or endpoint base; `embedded` for the in-Worker engine. */
  endpoint: string;
}

/** The configured connector, or null when there is none (search is then off everywhere). */
export function searchConnector(env: SearchConnectorEnv): SearchConnector | null {
  const engine = env.SEARCH_ENGINE?.trim();
  if (!engine) return null;
  switch (env.SEARCH_PROVIDER?.trim()) {
    case 'embedded':
      return { provider: 'embedded', engine, endpoint: 'embedded' };
    case 'app-search': {
      const endpoint = env.SEARCH_ENDPOINT_BASE?.trim() || env.SEARCH_HOST_ID?.trim();
      return endpoint ? { provider: 'app-search', engine, endpoint } : null;
    }
    default:
      return null;
  }
}

/** Spec §5: on only when the brand setting says so and a connector exists. */
export function searchEnabled(brand: { site_search: boolean }, connector: SearchConnector | null): boolean {
  return brand.site_search === true && connector !== null;
}
