/** The named queries of spec §7, as clients send them (also used by the tests). */
const PRODUCT_FIELDS = /* GraphQL */ `
  uid title display_title tagline url regions discontinued price_range
  image { amplience_id imageset } color_images { color amplience_id }
  is_new { value } is_redesigned { value } product_specs { title value }
  bc_product {
    id name sku availability is_visible inventory_tracking inventoryLevel isInStock isNew isRedesigned
    calculatedPrice { value currencyCode } retailPrice { value currencyCode }
    priceRange { min { value currencyCode } max { value currencyCode } }
    categories { id } customFields { name value }
    product_options { id displayName values { entityId label hexColors } }
    variants {
      id sku inventoryLevel isInStock isPurchasable thumbnail
      calculatedPrice { value currencyCode } retailPrice { value currencyCode }
      option_values { option_id option_display_name id label }
    }
  }
`;

export const GET_COLOR_GROUPS = /* GraphQL */ `
  query GetColorGroups($locale: String) {
    colorGroups(locale: $locale) { uid color_name option_swatch_hex child_colors }
  }
`;

export const GET_AUTOMATED_RELATED_PRODUCT_IDS = /* GraphQL */ `
  query GetAutomatedRelatedProductIds(
    $categoryId: Int!, $bcRegion: BcRegion!, $ctsRegion: String, $locale: String,
    $productAttributes: [ProductAttributeInput!], $productId: Int, $limit: Int
  ) {
    automatedRelatedProductIds(
      categoryId: $categoryId, bcRegion: $bcRegion, ctsRegion: $ctsRegion, locale: $locale,
      productAttributes: $productAttributes, productId: $productId, limit: $limit
    )
  }
`;

export const GET_RELATED_PRODUCTS = /* GraphQL */ `
  query GetRelatedProducts($uids: [String!], $ids: [Int!], $locale: String, $bcRegion: BcRegion!, $includeVariantRetailPrice: Boolean) {
    relatedProducts(uids: $uids, ids: $ids, locale: $locale, bcRegion: $bcRegion, includeVariantRetailPrice: $includeVariantRetailPrice) {
      ${PRODUCT_FIELDS}
    }
  }
`;

export const GET_ERROR_PAGE = /* GraphQL */ `
  query GetErrorPage($locale: String, $bcRegion: BcRegion) {
    errorPage(locale: $locale, bcRegion: $bcRegion) {
      uid title regions header main_content link_text product_header automated_related_products banner
      product_recommendation_page { header main_content }
      products { ${PRODUCT_FIELDS} }
    }
  }
`;
