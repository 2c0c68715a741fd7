/**
 * The Worker's bindings: KV, Durable Objects, static assets, vars and secrets (wrangler.toml). A Durable Object
 * namespace gets its class's type where its feature uses it, so this file imports nothing.
 */
export interface Env {
  ASSETS: Fetcher;
  SESSIONS: KVNamespace;
  /** One Durable Object per cart (worker/cart/durable-object.ts). */
  CART: DurableObjectNamespace;
  /** Failed sign-in counters, one per IP and per email (worker/account/login-throttle-object.ts). */
  LOGIN_THROTTLE: DurableObjectNamespace;
  /** The sessions of each signed-in customer (by account book and id): ended together on a password change. */
  CUSTOMER_SESSIONS: DurableObjectNamespace;
  /**
   * Bot check: `altcha` (self-hosted proof of work, the default) or `turnstile`.
   * ALTCHA signs its challenges with BOTCHECK_HMAC_KEY (a secret; development and tests fall
   * back to a fixed key (isTestMachine); any other deploy without one closes the protected forms, 503 `botcheck_not_configured`).
   * Turnstile: site key (var) and secret (either missing closes the same forms).
   */
  BOTCHECK_PROVIDER?: string;
  BOTCHECK_HMAC_KEY?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  /** The whole siteverify URL (default Cloudflare's): a proxy in production, a fake in tests. */
  TURNSTILE_SITEVERIFY_URL?: string;
  /** Email adapter: `outbox` (embedded: kept in COMMERCE_DB, shown at /dev/outbox in development). */
  EMAIL_PROVIDER?: string;
  /** The embedded commerce platform's database: customers, addresses, orders, reset tokens, outbox (migrations/). */
  COMMERCE_DB: D1Database;
  ENVIRONMENT: string;
  DEV_GEO_HEADER: string;
  CONTENT_PROVIDER: string;
  COMMERCE_PROVIDER: string;
  MEDIA_PROVIDER: string;
  GTM_ID: string;
  REDIRECT_ALLOWED_HOSTS: string;
  /**
   * Hosted content adapter (CONTENT_PROVIDER=contentstack): the stack's api key and
   * publishing environment (vars), a delivery token (secret), the stack's data region
   * (`na` by default, `eu`, `azure-na`, ...) or a delivery host that replaces it.
   */
  CONTENTSTACK_API_KEY?: string;
  CONTENTSTACK_DELIVERY_TOKEN?: string;
  CONTENTSTACK_ENVIRONMENT?: string;
  CONTENTSTACK_REGION?: string;
  CONTENTSTACK_HOST?: string;
  CONTENTSTACK_BRANCH?: string;
  /**
   * Live preview (docs/live-preview.md): the stack's preview token (secret; unset, no draft is
   * ever shown) and the preview service's host (default the region's `rest-preview.contentstack.com`;
   * the double's `http://127.0.0.1:N/preview` locally).
   */
  CONTENTSTACK_PREVIEW_TOKEN?: string;
  CONTENTSTACK_PREVIEW_HOST?: string;
  /** Live preview attempts per address (wrangler.toml `[[ratelimits]]`); absent (tools), unthrottled. */
  PREVIEW_LIMITER?: RateLimit;
  /**
   * Hosted commerce adapter (COMMERCE_PROVIDER=bigcommerce), one store per commerce region:
   * `us=abc123,ca=def456,no=…,eu_region_1=…` store hashes (var) and API account tokens in the
   * same form (secret); the API host (tests point it at a fake); the category tree id (1);
   * shipping settings per region as JSON (the platform has no such resource).
   */
  BIGCOMMERCE_STORE_HASHES?: string;
  BIGCOMMERCE_ACCESS_TOKENS?: string;
  BIGCOMMERCE_API_HOST?: string;
  /** Per request of the cart Durable Object to the Carts API (default 10000 ms); past it the write answers 504 and is reconciled. */
  BIGCOMMERCE_CART_TIMEOUT_MS?: string;
  BIGCOMMERCE_CATEGORY_TREE_ID?: string;
  BIGCOMMERCE_SHIPPING_SETTINGS?: string;
  /** Pro codes as JSON ([{ code, region, customer_group_id, expires, employee }]); the platform has no such resource. */
  BIGCOMMERCE_PRO_CODES?: string;
  /**
   * Payment: `embedded` (a test processor; the default outside production, where
   * unset closes checkout: POST /api/orders answers 503 `payment_not_configured`) or `platform` (the
   * commerce platform's own checkout, spec §7 `customers/bclogin`): storefront origins per
   * region in the `us=https://…` form, and the app's client id and secret (secret) that sign
   * BigCommerce's Customer Login tokens.
   */
  PAYMENT_PROVIDER?: string;
  BIGCOMMERCE_STOREFRONTS?: string;
  BIGCOMMERCE_CLIENT_ID?: string;
  BIGCOMMERCE_CLIENT_SECRET?: string;
  /** Hosted media adapter (MEDIA_PROVIDER=amplience): the Dynamic Media host and the account aliases (comma separated). */
  AMPLIENCE_HOST?: string;
  AMPLIENCE_ALIASES?: string;
  /**
   * Site search (spec §5 "search connector": an engine name and a host identifier or endpoint
   * base): `embedded` (the in-Worker engine) or `app-search` (Elastic App Search), the engine
   * name, and for App Search its host identifier or endpoint base. No connector: search is off.
   */
  SEARCH_PROVIDER?: string;
  SEARCH_ENGINE?: string;
  SEARCH_HOST_ID?: string;
  SEARCH_ENDPOINT_BASE?: string;
  /** App Search's public search key (secret; `search-…`): searches and clicks only. The sync's private key never reaches the Worker. */
  SEARCH_KEY?: string;
  /** The hosted store-locator script (spec §7 `map.js` on its subdomain); unset means the shop's own map only. */
  STORE_LOCATOR_URL?: string;
  /**
   * Operator secret: `authorization: Bearer <OPS_TOKEN>` on PUT /api/inventory/{variantId}
   * (restock). Unset: that route answers 404.
   */
  OPS_TOKEN?: string;
  /**
   * The page cache's tag index (worker/page-cache/page-storage.ts): one record per tag and
   * stored page, so a purge by tag finds the pages to delete. Optional: without it purges find nothing.
   */
  PAGE_INDEX?: KVNamespace;
  /**
   * Webhook secrets: BigCommerce sends the custom header given when the hook was
   * created (`X-Loipe-Webhook-Secret`); Contentstack sends HTTP Basic credentials set on the
   * webhook (user `CONTENTSTACK_WEBHOOK_USER`, default `contentstack`). Unset: that route answers 503
   * `webhook_not_configured`, the rest of the shop is unaffected.
   */
  BIGCOMMERCE_WEBHOOK_SECRET?: string;
  /**
   * The client secret of the BigCommerce API account that created the hooks: BigCommerce signs
   * each callback with it (Standard Webhooks). Set: unsigned, wrongly signed or stale (over 5
   * minutes) callbacks are refused. Unset: only X-Loipe-Webhook-Secret is checked.
   */
  BIGCOMMERCE_WEBHOOK_SIGNING_SECRET?: string;
  /**
   * Real-user Web Vitals (POST /api/rum): the Analytics Engine dataset the data points go to
   * (unset: a no-op, as under the tests), and the share of beacons written, 0 to 1 (unset: all).
   */
  RUM?: AnalyticsEngineDataset;
  RUM_SAMPLE_RATE?: string;
  /** `off` turns the page cache off (every page renders; Cache-Status says `detail=disabled`). */
  PAGE_CACHE?: string;
  CONTENTSTACK_WEBHOOK_USER?: string;
  CONTENTSTACK_WEBHOOK_SECRET?: string;
}

/**
 * Whether this is a machine that says it is one for trying the shop (`npm start`: development,
 * the tests: test), where test settings (the test card processor, the fixed bot-check key) may
 * stand in for a missing one. Any other value, or none (a wrangler `[env.*]` section does not
 * inherit `[vars]`), is a deploy, which gets no test setting by default.
 */
export const isTestMachine = (environment: string | undefined): boolean => environment === 'development' || environment === 'test';
