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
  /** The signed-in customer's pro state (issue 12): a badge in the header linking the spend tracker. */
  pro?: { label: string; status: string; href: string; employee: string | null } | null;
}
