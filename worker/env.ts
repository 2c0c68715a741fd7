/** The Worker's bindings: KV, Durable Objects, static assets, vars and secrets (wrangler.toml). */
export interface Env {
  ASSETS: Fetcher;
  SESSIONS: KVNamespace;
  /** One Durable Object per cart (worker/durable/cart.ts). */
  CART: DurableObjectNamespace;
  ENVIRONMENT: string;
  DEV_GEO_HEADER: string;
  CONTENT_PROVIDER: string;
  COMMERCE_PROVIDER: string;
  MEDIA_PROVIDER: string;
  GTM_ID: string;
  REDIRECT_ALLOWED_HOSTS: string;
  /** Bench only: delay (ms) added to deferred commerce calls. Never set in production. */
  BENCH_DEFER_DELAY_MS?: string;
  /** Bench only: delay (ms) added to every port call, as a remote service would. Never set in production. */
  BENCH_PORT_DELAY_MS?: string;
}
