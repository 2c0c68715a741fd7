/**
 * Contentstack Live Preview for server-rendered sites (spec §7 "live preview is offered";
 * docs/live-preview.md): the rules both the page cache and the content feature read.
 *
 * The entry editor loads a shop page in a frame with the preview's hash and the entry it
 * edits in the query (`?live_preview=<hash>&content_type_uid=page&entry_uid=…&locale=en-us`;
 * newer stacks may name the hash `hash`). For that request every content read goes to the
 * stack's preview service with the hash; on each edit the Live Preview Utils SDK (SSR mode)
 * reloads the frame. Such an answer is the editor's alone: never cached, never indexed, and
 * framed only by the stack's own app.
 */
import * as v from 'valibot';

/** The query parameters a preview request carries; their presence makes a request a preview. */
export const PREVIEW_HASH_PARAMS = ['live_preview', 'hash'] as const;
/** Every parameter the editor's frame adds (the SDK also sets `preview_timestamp` for timeline previews). */
export const PREVIEW_PARAMS = [...PREVIEW_HASH_PARAMS, 'content_type_uid', 'entry_uid', 'locale', 'preview_timestamp'] as const;

/** Whether a request asks for a live preview: it names a hash, whatever its value (a malformed one is refused, not ignored). */
export function asksForPreview(search: URLSearchParams | string): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return PREVIEW_HASH_PARAMS.some((name) => params.has(name));
}

/** Contentstack uids: content types are lower-case words with underscores, entries `blt…` ids (or a seed's slugs). */
const ContentTypeUid = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,99}$/, 'is not a content type uid'));
const EntryUid = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not an entry uid'));
/** The stack's locale codes: `en-us`, `de`, `fr-ca`, `zh-hans`, ... */
const StackLocale = v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/, 'is not a locale code'));
/** A preview hash as the stack writes it (a uuid or hex); anything longer or odder is not one. */
const Hash = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/, 'is not a preview hash'));

export const PreviewQuery = v.object({
  hash: Hash,
  contentTypeUid: v.optional(ContentTypeUid),
  entryUid: v.optional(EntryUid),
  locale: v.optional(StackLocale),
  previewTimestamp: v.optional(v.pipe(v.string(), v.isoTimestamp('is not an ISO timestamp'))),
});

export type PreviewRequest = v.InferOutput<typeof PreviewQuery>;

/** The preview a request asks for, or why it cannot be one (a malformed value, a parameter given twice). */
export function readPreviewQuery(params: URLSearchParams): { ok: true; preview: PreviewRequest } | { ok: false; problem: string } {
  for (const name of PREVIEW_PARAMS) if (params.getAll(name).length > 1) return { ok: false, problem: `${name} is given more than once` };
  const given = (name: string) => params.get(name) ?? undefined;
  const parsed = v.safeParse(PreviewQuery, {
    hash: given('live_preview') ?? given('hash'),
    contentTypeUid: given('content_type_uid'),
    entryUid: given('entry_uid'),
    locale: given('locale'),
    previewTimestamp: given('preview_timestamp'),
  });
  if (parsed.success) return { ok: true, preview: parsed.output };
  const issue = parsed.issues[0];
  return { ok: false, problem: `${issue ? v.getDotPath(issue) : 'preview'} ${issue?.message ?? 'is not valid'}` };
}

/** A region's host prefix: none for North America (`na`, `us`, `aws-na`, unset), else the region's name. */
export function stackRegionPrefix(region: string | undefined): string {
  const name = (region ?? '').trim().toLowerCase();
  if (name === '' || name === 'na' || name === 'us' || name === 'aws-na') return '';
  if (!/^[a-z]+(?:-[a-z]+)*$/.test(name)) throw new Error(`CONTENTSTACK_REGION "${region}" is not a region name such as eu or azure-na`);
  return name;
}

/** The preview service of a stack's region (Contentstack's Preview API base URLs): `rest-preview.contentstack.com`, `eu-rest-preview…`. */
export function previewServiceOrigin(region: string | undefined): string {
  const prefix = stackRegionPrefix(region);
  return `https://${prefix ? `${prefix}-` : ''}rest-preview.contentstack.com`;
}

/** The Contentstack app of a stack's region: the one origin that may frame a preview (`app.contentstack.com`, `eu-app…`). */
export function stackAppOrigin(region: string | undefined): string {
  const prefix = stackRegionPrefix(region);
  return `https://${prefix ? `${prefix}-` : ''}app.contentstack.com`;
}
