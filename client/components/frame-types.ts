import type { BotcheckWidget } from '../lib/botcheck';
import type { NavLinkData } from '../islands/MobileMenu';

export type { NavLinkData };

/** Content of the header and footer, resolved by the worker for the page's locale and region. */
export interface FrameData {
  nav: NavLinkData[];
  secondary: NavLinkData[];
  topAlert: string | null;
  footerColumns: { title: string; links: NavLinkData[] }[];
  social: NavLinkData[];
  contact: { phone: string; email: string; address: string; hours: string[] } | null;
  tagline: string;
  /** The signed-in customer's pro state: a badge in the header linking the spend tracker. */
  pro?: { label: string; status: string; href: string; employee: string | null } | null;
  /** Site search is on here (spec §5: brand setting and a search connector): the header shows the search box. */
  search?: boolean;
  /** The query the page searched (the search page keeps it in the header's box too). */
  searchQuery?: string;
  /** Spec §3 email signup settings for the page's locale and region; null where signup is not offered. */
  signup?: SignupData | null;
}

export interface SignupData {
  /** The configured bot check's widget (worker/render/botcheck.ts). */
  botcheck: BotcheckWidget;
  heading: string;
  text: string;
  placeholder: string;
  button: string;
  success: string;
  privacy: string;
  lists: { id: string; title: string; description: string }[];
}
