/**
 * Spec §2 product card: "the link goes to the product page … and passes breadcrumb crumbs as
 * a parameter". The parameter is the uid of the category the shopper came from
 * (`?crumbs=classic-skis`); the product page shows its trail as far as that category, so the
 * breadcrumbs lead back the way the shopper came. Labels and links never travel in the URL:
 * they come from the catalogue, and a uid that is not on the product's own trail is ignored.
 *
 *   categoryTrail(categories, 'classic-skis')                // [skis, classic-skis]
 *   categoryTrail(categories, 'classic-skis', 'skis')        // [skis]
 */

export const CRUMBS_PARAM = 'crumbs';

/** A category uid as the catalogue spells them; anything else in `crumbs` is ignored. */
export const CRUMBS_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CRUMBS_MAX_LENGTH = 80;

export interface TrailCategory {
  uid: string;
  parent: string | null;
}

/**
 * The categories from the top down to `categoryUid` (its lineage), cut after `from` when
 * `from` is on that lineage. Unknown categories end the walk; a cycle in the data cannot loop.
 */
export function categoryTrail<C extends TrailCategory>(categories: readonly C[], categoryUid: string | null, from?: string | null): C[] {
  const byUid = new Map(categories.map((c) => [c.uid, c]));
  const lineage: C[] = [];
  for (
    let c = categoryUid ? byUid.get(categoryUid) : undefined;
    c && !lineage.includes(c);
    c = c.parent ? byUid.get(c.parent) : undefined
  ) {
    lineage.unshift(c);
  }
  const cut = from ? lineage.findIndex((c) => c.uid === from) : -1;
  return cut >= 0 ? lineage.slice(0, cut + 1) : lineage;
}
