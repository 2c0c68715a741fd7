import { createContext, useContext, type ReactNode } from 'react';
import type { IslandRequest } from '../islands/request';
import type { Locale } from '../../shared/locale';
import type { Regions } from '../../shared/regions';
import type { DisplayText, DisplayTextKey } from '../../shared/display-text';
import { countForms, countText, type CountedKey } from '../../shared/count-text';
import { languageTag } from '../../shared/locale';
import type { AssetManifest, ModuleQueue } from '../../shared/assets';
import { editTag, type EditableEntry, type LivePreviewView } from '../../shared/live-preview';
import type { DataLayerEvent } from '../../shared/analytics';

/** What every server-rendered component may read: built once per request by the worker. */
export interface PageContextValue {
  locale: Locale;
  regions: Regions;
  text: DisplayText;
  assets: AssetManifest;
  nonce: string;
  /** Path of the current page without query, e.g. `/de-de/c/skis`. */
  path: string;
  brandName: string;
  development: boolean;
  /** Renders an island marker; the worker supplies it (worker/render/Island.tsx), so the server-only renderer stays out of client/. */
  renderIsland(request: IslandRequest): ReactNode;
  /**
   * Units in the shopper's cart, set only by personal pages (cart, product) so the header
   * shows the count without JavaScript; shared, cacheable pages leave it unset.
   */
  cartCount?: number | null;
  /** The signed-in customer's first name for the header; set only on personal (uncached) responses. */
  customerName?: string | null;
  /** Analytics events to push once with this page's view (a sign-in or a new account just before it). */
  events?: DataLayerEvent[];
  /** False on the page that is itself the consent choice (worker/consent/page.tsx): no banner above it. */
  consentBanner?: boolean;
  /** Tag manager container id from configuration; the script loads only for a valid GTM id. */
  gtmId: string | null;
  /**
   * The page's module scripts, gathered while the shell renders and loaded after first paint;
   * the Document sets it (worker/render/Document.tsx, module-loader.ts).
   */
  modules?: ModuleQueue;
  /** Spec §4 connection: fast (96/144 dpi pictures) unless the browser's ECT hint says below 4g. */
  fastConnection?: boolean;
  /** An editor's live preview (worker/content/live-preview.ts); unset on every shopper's page. */
  livePreview?: LivePreviewView | null;
}

export const PageContext = createContext<PageContextValue | null>(null);

/** A field's edit tag (`data-cslp`) for an entry the page shows: only while a live preview shows drafts, else nothing. */
export type EditTags = (field: string) => { 'data-cslp'?: string };

const NO_TAGS: EditTags = () => ({});

export function useEditTags(entry: EditableEntry | null | undefined): EditTags {
  const preview = useContext(PageContext)?.livePreview;
  if (!preview?.showing || !entry) return NO_TAGS;
  return (field) => ({ 'data-cslp': editTag(entry, preview.locale, field) });
}

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() outside a server-rendered page');
  return value;
}

/** The display-text lookup of the page's locale. */
export function useT(): (key: DisplayTextKey) => string {
  const { text } = usePage();
  return (key) => text[key];
}

/** A counted display text in the page's language: "1 product", "2 products" (shared/count-text.ts). */
export function useCountText(): (key: CountedKey, count: number) => string {
  const { text, locale } = usePage();
  const tag = languageTag(locale);
  return (key, count) =>
    countText(
      countForms((k) => text[k], key),
      count,
      tag,
    );
}
