/** Region names (spec §4) and a page's regions, as both sides use them. */

export type ContentRegion = 'us' | 'ca' | 'jp' | 'no' | 'eu' | 'other' | 'pro' | 'pro_ca' | 'pro_eu_region_1';

export type CommerceRegion = 'us' | 'ca' | 'no' | 'eu_region_1';

export interface Regions {
  content: ContentRegion;
  commerce: CommerceRegion;
  shopping: boolean;
  /** European regions (spec §5 RRP label); Norway counts: it is the one European shopping region. */
  eu: boolean;
}
