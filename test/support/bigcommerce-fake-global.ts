/**
 * Worker tier: the BigCommerce double of the contract tests (test/contract/hosted-fakes.ts,
 * held to the vendor's OpenAPI files, with state) served on loopback for the whole run, so tests
 * inside workerd can run the Worker with COMMERCE_PROVIDER=bigcommerce against it. Tests read
 * the commerce vars with `inject('bigcommerceVars')`; `GET {BIGCOMMERCE_API_HOST}/__violations`
 * answers (and forgets) what the double found wrong in the requests so far.
 */
import type { TestProject } from 'vitest/node';
import { startHostedFakes } from '../contract/hosted-fakes';

declare module 'vitest' {
  export interface ProvidedContext {
    bigcommerceVars: Record<string, string>;
    /** CONTENT_PROVIDER=contentstack with the preview service: `POST {CONTENTSTACK_HOST}/__previews` `{ type, uid }` issues a hash. */
    contentstackVars: Record<string, string>;
  }
}

export default async function setup(project: TestProject) {
  const fakes = await startHostedFakes();
  fakes.service.route({ path: '/__violations', handler: () => ({ json: fakes.violations() }) });
  const commerce = Object.entries(fakes.vars).filter(([name]) => name === 'COMMERCE_PROVIDER' || name.startsWith('BIGCOMMERCE_'));
  project.provide('bigcommerceVars', Object.fromEntries(commerce));
  // The entry editor's side of live preview: a hash for an entry, as opening it in the editor gives one.
  fakes.service.route({
    method: 'POST',
    path: '/__previews',
    handler: (request) => {
      const { type, uid } = request.body as { type: string; uid: string };
      return { json: { hash: fakes.previews.issue(type, uid) } };
    },
  });
  // A preview service that answers nothing for 8 s (CONTENTSTACK_PREVIEW_HOST = `{host}/__hang`).
  fakes.service.route({ path: '/__hang/v3/content_types/:type/entries/:uid', handler: () => ({ delayMs: 8000, json: {} }) });
  fakes.service.route({ path: '/__hang/v3/content_types/:type/entries', handler: () => ({ delayMs: 8000, json: {} }) });
  const content = Object.entries(fakes.vars).filter(([name]) => name === 'CONTENT_PROVIDER' || name.startsWith('CONTENTSTACK_'));
  project.provide('contentstackVars', Object.fromEntries(content));
  return () => fakes.close();
}
