/**
 * A live preview as the page renders it (worker/content/live-preview.ts decides it; the
 * Document and the pages read it from the page context): whether the editor's draft is shown,
 * the locale edit tags name, and what the Live Preview Utils SDK starts with.
 */

/** An entry rendered on a page: what its edit tags name. */
export interface EditableEntry {
  contentType: string;
  uid: string;
  /** The field the page's title is read from, where it is not `title` (a product's `display_title`). */
  titleField?: string;
}

export interface LivePreviewView {
  /** The preview service accepted the hash: the page shows the draft, with edit tags. False: the published page and a notice. */
  showing: boolean;
  /** The stack's locale code the edited entry is in (`en-us`, `de`, ...): the edit tags name it. */
  locale: string;
  /** The Live Preview Utils SDK's settings; null where the shop reads no stack (the embedded content). */
  sdk: { apiKey: string; environment: string; branch: string; appHost: string } | null;
}

/**
 * Contentstack's edit tag of one field: `{content_type_uid}.{entry_uid}.{locale}.{field path}`
 * in `data-cslp` (the SDK draws an edit button over the element and opens that field).
 */
export function editTag(entry: EditableEntry, locale: string, field: string): string {
  return `${entry.contentType}.${entry.uid}.${locale}.${field}`;
}

/** The id of the inline JSON the SDK's chunk reads its settings from. */
export const LIVE_PREVIEW_CONFIG_ID = 'live-preview-config';
