/** Chooses the commerce adapter named by the COMMERCE_PROVIDER var (wrangler.toml). */
import type { Env } from '../../env';
import { COMMERCE_REGIONS, type CommerceRegion } from '../../rules/regions';
import { createEmbeddedCommerce, type EmbeddedCommerceOptions } from './embedded';
import { createBigCommerce, type BigCommerceConfig } from './bigcommerce/adapter';
import type { CommerceProvider, ShippingSettings } from './types';
import type { ProCode } from '../../rules/pro';
import { guardPort } from '../guard';
import { assetsSource } from '../data';
import { runtimeCache, type ResponseCache } from '../http/cache';

export type * from './types';
export { createEmbeddedCommerce } from './embedded';

type CommerceEnv = Pick<Env, 'COMMERCE_PROVIDER'> &
  Partial<
    Pick<
      Env,
      | 'ASSETS'
      | 'COMMERCE_DB'
      | 'BIGCOMMERCE_STORE_HASHES'
      | 'BIGCOMMERCE_ACCESS_TOKENS'
      | 'BIGCOMMERCE_API_HOST'
      | 'BIGCOMMERCE_CATEGORY_TREE_ID'
      | 'BIGCOMMERCE_SHIPPING_SETTINGS'
      | 'BIGCOMMERCE_PRO_CODES'
    >
  >;

export interface CommerceProviderOptions extends Omit<EmbeddedCommerceOptions, 'source'> {
  delayMs?: number;
  /** Hosted adapters: where answers are cached (default: the runtime's Cache API) and how they are fetched. */
  cache?: ResponseCache;
  fetch?: typeof fetch;
}

/** `us=abc123, ca=def456` → one value per commerce region; every region must be named. */
export function perRegion(name: string, text: string | undefined): Record<CommerceRegion, string> {
  const pairs = new Map(
    (text ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
      }),
  );
  const missing = COMMERCE_REGIONS.filter((region) => !pairs.get(region));
  if (missing.length > 0)
    throw new Error(`COMMERCE_PROVIDER "bigcommerce" needs ${name} for ${missing.join(', ')} (as us=…,ca=…,no=…,eu_region_1=…)`);
  return Object.fromEntries(COMMERCE_REGIONS.map((region) => [region, pairs.get(region)!])) as Record<CommerceRegion, string>;
}

function bigCommerceConfig(env: CommerceEnv): BigCommerceConfig {
  const hashes = perRegion('BIGCOMMERCE_STORE_HASHES', env.BIGCOMMERCE_STORE_HASHES);
  const tokens = perRegion('BIGCOMMERCE_ACCESS_TOKENS', env.BIGCOMMERCE_ACCESS_TOKENS);
  const tree = Number(env.BIGCOMMERCE_CATEGORY_TREE_ID || 1);
  if (!Number.isInteger(tree) || tree < 1)
    throw new Error(`BIGCOMMERCE_CATEGORY_TREE_ID "${env.BIGCOMMERCE_CATEGORY_TREE_ID}" is not a tree id`);
  let shippingSettings: Partial<Record<CommerceRegion, ShippingSettings>> | undefined;
  try {
    shippingSettings = env.BIGCOMMERCE_SHIPPING_SETTINGS
      ? (JSON.parse(env.BIGCOMMERCE_SHIPPING_SETTINGS) as typeof shippingSettings)
      : undefined;
  } catch {
    throw new Error(
      'BIGCOMMERCE_SHIPPING_SETTINGS is not JSON ({ "us": { "is_enabled": true, "hide_free_shipping_groups": "3,4", "free_shipping_banner": true }, ... })',
    );
  }
  let proCodes: ProCode[] | undefined;
  try {
    proCodes = env.BIGCOMMERCE_PRO_CODES ? (JSON.parse(env.BIGCOMMERCE_PRO_CODES) as ProCode[]) : undefined;
  } catch {
    throw new Error(
      'BIGCOMMERCE_PRO_CODES is not JSON ([{ "code": "PSIA-2026", "region": "pro", "customer_group_id": 3, "expires": "2027-06-30", "employee": false }, ...])',
    );
  }
  return {
    proCodes,
    stores: Object.fromEntries(COMMERCE_REGIONS.map((r) => [r, { hash: hashes[r], token: tokens[r] }])) as BigCommerceConfig['stores'],
    apiHost: env.BIGCOMMERCE_API_HOST || undefined,
    categoryTreeId: tree,
    shippingSettings,
  };
}

/** Throws for an unknown adapter name or missing settings, so a misconfigured deploy fails on its first request. */
export function createCommerceProvider(env: CommerceEnv, options: CommerceProviderOptions = {}): CommerceProvider {
  switch (env.COMMERCE_PROVIDER) {
    case 'embedded':
      if (!env.ASSETS) throw new Error('COMMERCE_PROVIDER "embedded" needs the ASSETS binding (its documents are static assets)');
      return guardPort(
        createEmbeddedCommerce({ deferDelayMs: options.deferDelayMs, source: assetsSource(env.ASSETS), db: env.COMMERCE_DB }),
        'commerce',
        options,
      );
    case 'bigcommerce':
      return guardPort(
        createBigCommerce(bigCommerceConfig(env), { cache: options.cache ?? runtimeCache(), fetch: options.fetch }),
        'commerce',
        options,
      );
    default:
      throw new Error(`Unknown COMMERCE_PROVIDER "${String(env.COMMERCE_PROVIDER)}": expected "embedded" or "bigcommerce"`);
  }
}
