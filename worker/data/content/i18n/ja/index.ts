/** Content translations: Japanese. */
import type { ContentTranslations } from '../types';
import { banners } from './banners';
import { blogCategories, blogPosts } from './blog';
import { frame } from './frame';
import { legal } from './legal';
import { pages } from './pages';
import { supportPages } from './support';
import { athletes } from './team';

export const ja: ContentTranslations = {
  ...frame,
  banners,
  pages: { ...pages, ...legal },
  blogCategories,
  blogPosts,
  athletes,
  supportPages,
};
