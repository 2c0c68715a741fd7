/**
 * The embedded services over in-memory documents, for unit tests in Node: the same
 * documents build.mjs writes (worker/data/build/documents.ts), built once per test file.
 */
import { buildDocuments, type DocumentOptions } from '../../worker/data/build/documents';
import { memorySource, type DataSource } from '../../worker/ports/data';
import { createEmbeddedContentProvider } from '../../worker/ports/content/embedded';
import { createEmbeddedCommerce } from '../../worker/ports/commerce/embedded';
import { createEmbeddedMedia } from '../../worker/ports/media/embedded';
import type { ContentLogger } from '../../worker/ports/content/types';

let shipped: Promise<Map<string, unknown>> | undefined;
let withSearch: Promise<Map<string, unknown>> | undefined;

/** The documents of the shop as shipped (scale 1, the seed as it is), without the search indexes (they take seconds to build). */
export function documents(): Promise<Map<string, unknown>> {
  return (shipped ??= buildDocuments({ searchIndexes: false }));
}

/** Every document build.mjs writes, the search indexes included. */
export function shippedDocuments(): Promise<Map<string, unknown>> {
  return (withSearch ??= buildDocuments());
}

/** A data source over the shipped documents, or over documents built with other seed options. */
export function source(options?: DocumentOptions): DataSource {
  const docs = options ? buildDocuments({ searchIndexes: false, ...options }) : documents();
  return { json: async <T>(path: string) => memorySource(await docs).json<T>(path) };
}

export const testContent = (options: { log?: ContentLogger; seed?: DocumentOptions } = {}) =>
  createEmbeddedContentProvider({ source: source(options.seed), log: options.log ?? (() => {}) });

export const testCommerce = (options: { deferDelayMs?: number } = {}) => createEmbeddedCommerce({ source: source(), ...options });

export const testMedia = () => createEmbeddedMedia({ source: source() });

/** A stand-in for the ASSETS binding over the shipped documents (for the adapter factories). */
export function testAssets(): Fetcher {
  return {
    async fetch(input: RequestInfo | URL) {
      const path = new URL(typeof input === 'string' || input instanceof URL ? input : input.url).pathname.replace(/^\/_data\//, '');
      const docs = path.startsWith('search/') ? await shippedDocuments() : await documents();
      return docs.has(path) ? Response.json(docs.get(path)) : new Response('not found', { status: 404 });
    },
    connect() {
      throw new Error('no sockets in tests');
    },
  } as unknown as Fetcher;
}
