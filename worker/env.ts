/** The Worker's bindings: KV, Durable Objects, static assets, vars and secrets (wrangler.toml). */
export interface Env {
  ASSETS: Fetcher;
  SESSIONS: KVNamespace;
  ENVIRONMENT: string;
  DEV_GEO_HEADER: string;
  CONTENT_PROVIDER: string;
  COMMERCE_PROVIDER: string;
  MEDIA_PROVIDER: string;
  GTM_ID: string;
  REDIRECT_ALLOWED_HOSTS: string;
}
