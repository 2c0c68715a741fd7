/** The GraphQL schema of POST /api/graphql (spec §7 GraphQL queries), built once per isolate. */
import { buildSchema, type GraphQLScalarType, type GraphQLSchema } from 'graphql';

export const SDL = /* GraphQL */ `
  "Commerce store (spec §4 commerce region)."
  enum BcRegion { us ca no eu_region_1 }

  "Structured content (rich text blocks, banners) passed through as JSON."
  scalar JSON

  type ColorGroup { uid: String! color_name: String! option_swatch_hex: String! child_colors: [String!]! }

  input ProductAttributeInput { attribute: String! values: [String!]! }

  "An amount in the currency's decimal units, as BigCommerce's Money.value: 399.95 (USD), 69700 (JPY)."
  type Money { value: Float! currencyCode: String! }
  type PriceRange { min: Money! max: Money! }
  type OptionValue { entityId: Int! label: String! hexColors: [String!] }
  type ProductOption { id: Int! displayName: String! values: [OptionValue!]! }
  type VariantOptionValue { option_id: Int! option_display_name: String! id: Int! label: String! }
  type VariantPrices { price: Money! salePrice: Money retailPrice: Money }
  type Variant {
    id: Int! sku: String! calculatedPrice: Money! retailPrice: Money prices: VariantPrices!
    inventoryLevel: Int! isInStock: Boolean! isPurchasable: Boolean! thumbnail: String! option_values: [VariantOptionValue!]!
  }
  type CustomField { name: String! value: String! }
  type CategoryRef { id: Int! }
  type BcProduct {
    id: Int! name: String! sku: String! calculatedPrice: Money! retailPrice: Money! priceRange: PriceRange!
    inventory_tracking: String! inventoryLevel: Int! isInStock: Boolean! availability: String! is_visible: Boolean!
    isNew: Boolean! isRedesigned: Boolean! categories: [CategoryRef!]! customFields: [CustomField!]!
    product_options: [ProductOption!]! variants: [Variant!]!
  }
  type Image { amplience_id: String! imageset: Boolean! }
  type ColorImage { color: String! amplience_id: String! }
  type BooleanValue { value: Boolean! }
  type SpecRow { title: String! value: String! }
  type RelatedProduct {
    uid: String! title: String! display_title: String! tagline: String! url: String! regions: [String!]!
    image: Image! color_images: [ColorImage!]! is_new: BooleanValue! is_redesigned: BooleanValue! price_range: Boolean!
    product_specs: [SpecRow!]! discontinued: Boolean!
    "The commerce record in the requested store; null when the store does not sell it."
    bc_product: BcProduct
  }
  type RecommendationPage { header: String! main_content: JSON! }
  type ErrorPage {
    uid: String! title: String! regions: [String!]! header: String! main_content: JSON! link_text: String!
    product_header: String! automated_related_products: Boolean!
    products: [RelatedProduct!]!
    banner: JSON
    product_recommendation_page: RecommendationPage!
  }

  type Query {
    colorGroups(locale: String): [ColorGroup!]!
    automatedRelatedProductIds(
      categoryId: Int!, bcRegion: BcRegion!, ctsRegion: String, locale: String,
      productAttributes: [ProductAttributeInput!], productId: Int, limit: Int
    ): [Int!]!
    relatedProducts(uids: [String!], ids: [Int!], locale: String, bcRegion: BcRegion!, includeVariantRetailPrice: Boolean): [RelatedProduct!]!
    errorPage(locale: String, bcRegion: BcRegion): ErrorPage!
  }
`;

let schema: GraphQLSchema | undefined;

export function graphqlSchema(): GraphQLSchema {
  if (schema) return schema;
  schema = buildSchema(SDL);
  // JSON passes values through unchanged; it is output only (no argument takes it).
  const json = schema.getType('JSON') as GraphQLScalarType;
  json.serialize = (value: unknown) => value;
  return schema;
}
