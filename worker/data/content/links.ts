/** Short constructors for the link objects of the seed, so entries stay readable. */
import type { ImageRef, Link, LinkContentType } from '../../ports/content/entries';

const internal =
  (content_type: LinkContentType) =>
  (title: string, href: string): Link => ({
    type: 'Internal',
    title,
    href,
    content_type,
  });

/** /{locale}/c{href} */
export const categoryLink = internal('product_category');
/** /{locale}/p{href} */
export const productLink = internal('product');
/** /{locale}/support{href} */
export const supportLink = internal('support');
/** /{locale}/blog{href} */
export const blogCategoryLink = internal('blog_category');
/** /{locale}/blog/p{href} */
export const blogPostLink = internal('blog');
/** /{locale}/team{href} */
export const athleteLink = internal('athlete');
/** /{locale}{href}: pages, the team page and the pro area carry no prefix. */
export const pageLink = internal('page');
export const teamLink = internal('team_page');
export const proLink = internal('pro');

export const externalLink = (title: string, href: string): Link => ({ type: 'External', title, href, new_tab: true });

export const image = (amplience_id: string, alt?: string): ImageRef =>
  alt === undefined ? { amplience_id, imageset: false } : { amplience_id, imageset: false, alt };
