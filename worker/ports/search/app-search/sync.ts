/**
 * Pushes the search documents to App Search's documents API (`npm run
 * search:sync`) with the engine's private key: the schema first (numbers and dates typed,
 * docs/search.md), then the documents in batches of 100 (the engine's limit; the same ids
 * every run, so a run overwrites), then the documents the engine holds that the catalog no
 * longer has are deleted. A refused batch stops the run with the engine's own message.
 * Node only (an operator's command): never part of the Worker.
 */
import * as v from 'valibot';
import { appSearchBase } from './adapter';
import { DOCUMENT_BATCH, MAX_ENGINE_FIELDS, schemaOf, type FlatDocument } from './documents';
import { EngineDeleteSchema, EngineIndexSchema, EngineListSchema, EngineSchemaSchema } from './schemas';
import { engineErrorMessage } from './translate';

export interface SyncOptions {
  endpoint: string;
  engine: string;
  privateKey: string;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

export interface SyncResult {
  indexed: number;
  deleted: number;
  batches: number;
}

/** The engine refused something; `message` is the engine's own (`[400] …` or the refused documents' errors). */
export class SyncRefused extends Error {
  override readonly name = 'SyncRefused';
}

export async function syncDocuments(documents: readonly FlatDocument[], options: SyncOptions): Promise<SyncResult> {
  const fetchImpl = options.fetch ?? fetch;
  const log = options.log ?? (() => {});
  const base = `${appSearchBase(options.endpoint)}/engines/${encodeURIComponent(options.engine)}`;

  async function call<S extends v.GenericSchema>(method: string, path: string, body: unknown, schema: S): Promise<v.InferOutput<S>> {
    const response = await fetchImpl(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${options.privateKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    if (!response.ok) {
      const said = parsed && typeof parsed === 'object' && 'error' in parsed ? { errors: [String(parsed.error)] } : parsed;
      throw new SyncRefused(`${method} ${path}: ${engineErrorMessage(response.status, response.statusText, said)}`);
    }
    const checked = v.safeParse(schema, parsed);
    if (!checked.success) throw new SyncRefused(`${method} ${path}: unexpected answer: ${checked.issues[0]?.message}`);
    return checked.output;
  }

  const ids = new Set(documents.map((d) => d.id));
  if (ids.size !== documents.length) throw new SyncRefused('two documents share an id');
  const fields = new Set(documents.flatMap((d) => Object.keys(d).filter((k) => k !== 'id')));
  if (fields.size > MAX_ENGINE_FIELDS)
    throw new SyncRefused(`the documents have ${fields.size} fields; App Search holds at most ${MAX_ENGINE_FIELDS} per engine`);

  await call('POST', '/schema', schemaOf(fields), EngineSchemaSchema);
  log(`schema: ${fields.size} fields (${Object.keys(schemaOf(fields)).length} typed as number or date)`);

  let batches = 0;
  for (let i = 0; i < documents.length; i += DOCUMENT_BATCH) {
    const batch = documents.slice(i, i + DOCUMENT_BATCH);
    const answer = await call('POST', '/documents', batch, EngineIndexSchema);
    const refused = answer.filter((entry) => entry.errors.length > 0);
    if (refused.length)
      throw new SyncRefused(
        `batch ${batches + 1} refused: ${refused
          .slice(0, 5)
          .map((entry) => `${entry.id ?? '(no id)'}: ${entry.errors.join(', ')}`)
          .join('; ')}${refused.length > 5 ? ` (and ${refused.length - 5} more)` : ''}`,
      );
    batches++;
    log(`indexed ${Math.min(i + DOCUMENT_BATCH, documents.length)}/${documents.length}`);
  }

  // What the engine holds but the catalog no longer has: listed first, deleted after (deleting while paging would skip some).
  const gone: string[] = [];
  for (let page = 1; ; page++) {
    const listed = await call('GET', `/documents/list?page[current]=${page}&page[size]=${DOCUMENT_BATCH}`, undefined, EngineListSchema);
    for (const doc of listed.results) if (!ids.has(doc.id)) gone.push(doc.id);
    if (page >= listed.meta.page.total_pages || listed.results.length === 0) break;
  }
  let deleted = 0;
  for (let i = 0; i < gone.length; i += DOCUMENT_BATCH) {
    const answer = await call('DELETE', '/documents', gone.slice(i, i + DOCUMENT_BATCH), EngineDeleteSchema);
    deleted += answer.filter((entry) => entry.deleted).length;
  }
  log(`deleted ${deleted} documents the catalog no longer has`);
  return { indexed: documents.length, deleted, batches };
}
