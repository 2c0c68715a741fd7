/**
 * What the hosted content adapter checks in each Contentstack entry before the shop uses it
 * (valibot, DESIGN §1.5): the fields pages rely on, with their types. Other fields pass
 * through untouched (`looseObject`), so an editor adding a field breaks nothing. Entries
 * are checked after the locale merge, so a translation that puts a number where text
 * belongs is caught too.
 */
import * as v from 'valibot';
import type { ContentRegion } from '../../../rules/regions';
import { referenceUids, resolvedRef, resolvedRefs } from './references';

const CONTENT_REGIONS = [
  'us',
  'ca',
  'jp',
  'no',
  'eu',
  'other',
  'pro',
  'pro_ca',
  'pro_eu_region_1',
] as const satisfies readonly ContentRegion[];

const text = v.string();
const texts = v.array(v.string());
const flag = v.boolean();
const regions = v.array(v.picklist(CONTENT_REGIONS));
const image = v.looseObject({ amplience_id: text, imageset: flag });
const link = v.looseObject({ type: v.picklist(['Internal', 'Nuxt', 'External']), title: text, href: text });
const richText = v.array(v.looseObject({ type: text }));
const seo = v.looseObject({ title: text, description: text });
const catIds = v.record(v.string(), v.number());
const category = v.looseObject({ uid: text, cat_ids_bc: catIds });
const entry = <T extends v.ObjectEntries>(fields: T) => v.looseObject({ uid: text, ...fields });

/** Content type uid → entry schema. Uids follow spec §7 where it names them. */
export const ENTRY_SCHEMAS = {
  brand_settings: entry({
    title: text,
    site_url: text,
    display_name: text,
    brand_logo: image,
    amplience_brand_alias: text,
    seo,
    social_media: v.array(v.looseObject({ network: text, url: text })),
    contact: v.record(
      v.string(),
      v.looseObject({
        phone: text,
        email: text,
        address: v.looseObject({ country: text }),
        hours_of_operation: v.array(v.looseObject({ days_of_week: texts })),
      }),
    ),
    shopping: flag,
    site_search: flag,
    automate_related_products: flag,
    enable_product_data_refactor: flag,
  }),
  header: entry({
    title: text,
    regions,
    main_nav: resolvedRefs(v.looseObject({ uid: text, link, regions, children: v.array(link) })),
    top_alert: resolvedRefs(v.looseObject({ uid: text, text, regions })),
    secondary_nav: v.array(link),
  }),
  footer: entry({
    columns: v.array(v.looseObject({ uid: text, title: text, links: v.array(link) })),
    newsletter: v.looseObject({ heading: text, text }),
    tagline: text,
  }),
  display_text: entry({ title: text, display_text_input: v.array(v.object({ title: text, text })) }),
  duplicate_display_text: entry({
    title: text,
    display_text: v.array(v.object({ entry_uid: text, content_type: v.literal('display_text'), api_key: text })),
  }),
  banner: entry({
    title: text,
    content: richText,
    content_layout: text,
    cta_button_global: v.array(v.looseObject({ button_text: text })),
    background: v.looseObject({ type: v.picklist(['Image', 'Video']), amplience_id: text }),
  }),
  page: entry({ url: v.pipe(text, v.startsWith('/')), title: text, seo, regions, body: v.array(v.looseObject({ type: text })) }),
  error_page: entry({
    title: text,
    header: text,
    main_content: richText,
    link_text: text,
    product_header: text,
    products: texts,
    product_recommendation_page: v.looseObject({ header: text, main_content: richText }),
  }),
  email_signup_settings: entry({
    lists: v.array(v.looseObject({ id: text, title: text, regions })),
    copy: v.looseObject({ heading: text }),
    back_in_stock_notifications: v.looseObject({ enabled: flag }),
    regions,
  }),
  search: entry({
    fallback_image: image,
    // A menu entry: the shop reads its title and links only (not its uid).
    main_menu: resolvedRef(v.object({ title: text, links: v.array(link) })),
    sidebar_menu: resolvedRef(v.object({ title: text, links: v.array(link) })),
  }),
  blog_category: entry({ title: text, description: text, seo }),
  blog_post: entry({
    title: text,
    date: v.pipe(text, v.isoDate()),
    author: text,
    category: text,
    hero_image: image,
    excerpt: text,
    body: richText,
    products: texts,
  }),
  athlete: entry({
    name: text,
    discipline: text,
    country: text,
    bio: texts,
    portrait: image,
    favourite_products: texts,
    results: v.array(v.looseObject({ year: v.number(), event: text, place: v.number() })),
  }),
  support_page: entry({ title: text, summary: text, seo, body: richText }),
  store: entry({
    name: text,
    type: v.picklist(['flagship', 'dealer', 'service']),
    country: text,
    region: v.picklist(CONTENT_REGIONS),
    latitude: v.number(),
    longitude: v.number(),
    address: v.looseObject({ city: text }),
  }),
  regions: entry({ title: text, region_id: v.picklist(CONTENT_REGIONS) }),
  product: entry({
    title: text,
    display_title: text,
    tagline: text,
    description: text,
    url: text,
    regions,
    category: text,
    kind: text,
    image,
    color_images: v.array(v.object({ color: text, amplience_id: text })),
    is_new: v.object({ value: flag }),
    is_redesigned: v.object({ value: flag }),
    price_range: flag,
    prices: v.record(v.string(), v.object({ currency: text, calculated: v.number(), retail: v.number() })),
    bc_products: v.record(v.string(), v.object({ id: v.number() })),
    product_specs: v.array(v.looseObject({ key: text, title: text, value: text })),
    updated_product_specs: v.array(v.looseObject({ key: text, title: text, value: text })),
    // Read as uids only (the product grid reads each product itself): not resolved, so stubs.
    related_products: referenceUids,
    discontinued: flag,
  }),
  product_category: entry({
    title: text,
    display_title: text,
    url: text,
    cat_ids_bc: catIds,
    regions,
    parent: v.nullable(text),
    automated_related_products: v.object({ category: resolvedRefs(category) }),
  }),
  category_groups: entry({
    title: text,
    clp_display_title: text,
    parent_category: resolvedRef(v.looseObject({ uid: text, cat_ids_bc: catIds, url: text })),
    categories: v.array(v.object({ category: resolvedRefs(v.looseObject({ uid: text, cat_ids_bc: catIds, url: text })) })),
    clp_layout_tags: texts,
  }),
  color_group: entry({ color_name: text, option_swatch_hex: v.pipe(text, v.hexColor()), child_colors: texts }),
  hide_product_attributes: entry({ title: text, attributes: texts }),
  manage_product_attributes: entry({
    title: text,
    spec_titles: texts,
    attribute_option_sorting: v.array(v.object({ attribute: text, options: texts })),
  }),
  automated_related_products_config: entry({
    title: text,
    categories: resolvedRefs(category),
    configuration: v.array(v.object({ attributes: texts, category: resolvedRef(category) })),
    result_size: v.number(),
  }),
  category_product_add_on_config: entry({
    title: text,
    regions,
    product_category: resolvedRef(category),
    product_add_on_config: v.array(v.object({ product: resolvedRef(v.object({ uid: text, display_title: text })) })),
  }),
} as const;

export type ContentTypeUid = keyof typeof ENTRY_SCHEMAS;

/**
 * `include[]` per content type: every reference field the schemas above read as entries.
 * Fields not named here come back as `{ uid, _content_type_uid }` stubs, which
 * the schemas read as uids (`related_products`) or refuse with a message that names the
 * missing include. Spec §7 also lists size_chart, technology, warranty, banner, awards,
 * best_for_image, construction and excerpts for product cards: the shop shows none of
 * them, so they are not resolved (each would make every product read heavier).
 */
export const ENTRY_REFERENCES: Partial<Record<ContentTypeUid, string[]>> = {
  header: ['main_nav', 'top_alert', 'main_nav.link.banner'],
  search: ['main_menu', 'sidebar_menu'],
  product_category: ['automated_related_products.category'],
  category_groups: ['categories.category', 'parent_category'],
  automated_related_products_config: ['categories', 'configuration.category'],
  category_product_add_on_config: ['product_category', 'product_add_on_config.product'],
};

/** Content types whose entries are the same in every locale: read once, in the base locale. */
export const UNLOCALIZED: ReadonlySet<ContentTypeUid> = new Set([
  'duplicate_display_text',
  'store',
  'hide_product_attributes',
  'manage_product_attributes',
  'automated_related_products_config',
  'category_product_add_on_config',
]);
