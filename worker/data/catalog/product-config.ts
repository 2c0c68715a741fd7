/**
 * Product-related content entries: colour groups, hidden and ordered attributes,
 * automated related products and add-on suggestions per category (spec §3 "Other
 * content types").
 */
import { ALL_CONTENT_REGIONS } from './seed';
import { productSeeds } from './all-seeds';
import { categoryByUid, productCategories } from './categories';
import { displayTitle } from './nouns';
import { PALETTE, type ColorName } from './palette';
import type {
  AutomatedRelatedProductsConfig,
  CategoryProductAddOnConfig,
  ColorGroup,
  HideProductAttributes,
  ManageProductAttributes,
} from '../../ports/content/catalog-entries';

const GROUPS: [string, ColorName, ColorName[]][] = [
  ['Red', 'Red', ['Red', 'Crimson', 'Coral']],
  ['Orange', 'Orange', ['Orange', 'Amber']],
  ['Yellow', 'Yellow', ['Yellow']],
  ['Green', 'Green', ['Green', 'Lime', 'Forest', 'Mint']],
  ['Blue', 'Blue', ['Blue', 'Cobalt', 'Navy', 'Ice', 'Teal']],
  ['Purple', 'Purple', ['Purple', 'Plum']],
  ['Pink', 'Pink', ['Pink']],
  ['White', 'White', ['White']],
  ['Grey', 'Grey', ['Grey', 'Silver', 'Graphite']],
  ['Black', 'Black', ['Black']],
  ['Beige', 'Sand', ['Sand']],
];

export const colorGroups: ColorGroup[] = GROUPS.map(([name, swatch, children]) => ({
  uid: `color-${name.toLowerCase()}`,
  color_name: name,
  option_swatch_hex: PALETTE[swatch],
  child_colors: children,
}));

export const hideProductAttributes: HideProductAttributes[] = [
  { uid: 'hide-internal-fields', title: 'Internal fields', attributes: ['Warehouse Bin', 'Supplier Code'] },
];

export const manageProductAttributes: ManageProductAttributes[] = [
  {
    uid: 'manage-spec-order',
    title: 'Spec table order',
    spec_titles: [
      'Intended use',
      'Type',
      'Camber',
      'Grip zone',
      'Dimensions',
      'Edges',
      'Core',
      'Base',
      'Sole',
      'Closure',
      'Shell',
      'Cuff',
      'Lining',
      'System',
      'Flexor',
      'Mount',
      'Shaft',
      'Lock',
      'Grip',
      'Strap',
      'Basket',
      'Tip',
      'Temperature',
      'Material',
      'Fit',
    ],
    attribute_option_sorting: [
      { attribute: 'Size', options: ['XS', 'S', 'M', 'L', 'XL'] },
      { attribute: 'Color', options: Object.keys(PALETTE) },
    ],
  },
];

const catRef = (uid: string) => ({ uid, cat_ids_bc: categoryByUid(uid).cat_ids_bc });
const withChildren = (uid: string) => productCategories.filter((c) => c.uid === uid || c.parent === uid).map((c) => c.uid);

// Target category and the custom fields a pick must share with the current product.
const AUTOMATED: [string, [string[], string][]][] = [
  [
    'skis',
    [
      [['Style', 'Level'], 'skis'],
      [['Style'], 'boots'],
      [['Style'], 'poles'],
    ],
  ],
  [
    'boots',
    [
      [['Style'], 'boots'],
      [['Style'], 'bindings'],
      [['Style', 'Level'], 'skis'],
    ],
  ],
  [
    'bindings',
    [
      [['Style'], 'boots'],
      [['Style'], 'skis'],
    ],
  ],
  [
    'poles',
    [
      [['Level'], 'poles'],
      [['Style'], 'skis'],
    ],
  ],
  ['accessories', [[[], 'accessories']]],
];

export const automatedRelatedProductsConfig: AutomatedRelatedProductsConfig[] = AUTOMATED.map(([top, config]) => ({
  uid: `automated-related-${top}`,
  title: `Related products for ${top}`,
  categories: withChildren(top).map(catRef),
  configuration: config.map(([attributes, category]) => ({ attributes, category: catRef(category) })),
  result_size: 4,
}));

const ADD_ONS: [string, string[]][] = [
  ['skis-classic', ['kvist-grip-wax', 'rimfrost-glide-wax']],
  ['skis-skate', ['rimfrost-glide-wax', 'loipe-tuning-kit']],
  ['skis-race', ['polar-race-glide', 'loipe-tuning-kit']],
  ['skis-backcountry', ['fjell-bc-binding']],
  ['skis-junior', ['tass-junior-binding', 'tass-junior-pole']],
  ['boots', ['skare-merino-socks', 'spor-boot-bag']],
  ['poles', ['rime-race-glove']],
];

function addOn(uid: string) {
  const seed = productSeeds.find((s) => s.uid === uid);
  if (!seed) throw new Error(`Unknown add-on product ${uid}`);
  return { product: { uid, display_title: displayTitle(seed.model, seed.noun, 'en') } };
}

export const categoryProductAddOnConfig: CategoryProductAddOnConfig[] = ADD_ONS.map(([category, products]) => ({
  uid: `add-on-${category}`,
  title: `Add-ons for ${category}`,
  regions: ALL_CONTENT_REGIONS,
  product_category: catRef(category),
  product_add_on_config: products.map(addOn),
}));
