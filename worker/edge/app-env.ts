import type { Env } from '../env';
import type { LivePreviewView } from '../../shared/live-preview';
import type { Locale } from '../rules/locale';
import type { Regions } from '../rules/regions';
import type { ContentProvider } from '../ports/content';
import type { CommerceProvider } from '../ports/commerce';
import type { Session, SessionHandle } from './session-records';
import type { MediaProvider } from '../ports/media/types';
import type { RequestCalls } from '../ports/context';
import type { CustomerStoreState } from '../rules/pro';
import type { CustomerSummary } from './pro-state';
import type { Shopper } from '../rules/customer-identity';
import type { SearchProvider } from '../ports/search/types';
import type { BotcheckProvider } from '../ports/botcheck/types';
import type { EmailProvider } from '../ports/email/types';
import type { PaymentProvider } from '../ports/payment/types';
import type { AccountVariables, RequestLogVariables } from './variables';

/** Per-request values that middleware puts on `c.var` (STYLE 5). */
export interface Vars extends RequestLogVariables, AccountVariables {
  /** CSP nonce of this response; every inline script carries it. */
  nonce: string;
  /** The page's locale (page routes only). */
  locale: Locale;
  /** Content/commerce region and shopping flag for the locale's country. */
  regions: Regions;
  /** Visitor's country as the edge saw it (lowercase), or null. */
  geoCountry: string | null;
  /** Who is shopping: the request's regions and the customer it acts for (shopper.ts), once per request. */
  shopper: Shopper;
  /** Headless content service adapter (embedded by default). */
  content: ContentProvider;
  /** Commerce platform adapter (embedded by default). */
  commerce: CommerceProvider;
  /** Image and video service adapter (embedded by default). */
  media: MediaProvider;
  /** Search engine adapter (embedded by default); null when no search connector is configured (spec §5). */
  search: SearchProvider | null;
  /** Bot check of protected forms (ALTCHA proof of work by default; worker/ports/botcheck). */
  botcheck: BotcheckProvider;
  /** Outgoing mail (the embedded outbox by default; worker/ports/email). */
  email: EmailProvider;
  /** Payment adapter (embedded test processor by default). */
  payment: PaymentProvider;
  /** The request's port-call contexts: signal with the deadline, cache policy, waitUntil (worker/ports/context.ts). */
  call: RequestCalls;
  /**
   * The CSRF token of the request's current session (csrf.ts), null without one.
   * A call, not a value: sign-in and a password change rotate the session mid-request.
   */
  csrfToken: () => Promise<string | null>;
  /** A hosted bot check's origin when this response shows its widget (render/botcheck.ts): the CSP allows it then only. */
  botcheckOrigin?: string;
  /** An editor's live preview this page renders (worker/content/live-preview.ts); unset on every other request. */
  livePreview?: LivePreviewView;
  /** The one origin that may frame this response (a live preview's CMS app, worker/content/live-preview.ts); unset: none may. */
  framedBy?: string;
  /**
   * The session record the page cache already read for this request's cookie (a shared page's
   * personal fill), so the session middleware does not read it again: one KV read per request.
   */
  sessionRead?: Session;
  /**
   * Set by the page cache on a render it may store for everyone of a price group: the page
   * renders its personal parts empty and marked (no token, count or name), and each answer
   * is filled for its shopper at the edge (worker/page-cache/personal.ts).
   */
  sharedPage?: boolean;
  /** The shopper's session (session.ts): read when the cookie is there, created on demand. */
  session: SessionHandle;
  /** Spec §3 customer store state of the signed-in customer (shopper.ts); defaults for visitors. */
  customerState: CustomerStoreState<CustomerSummary>;
}

export type AppEnv = { Bindings: Env; Variables: Vars };
