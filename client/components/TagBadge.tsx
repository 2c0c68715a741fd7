import type { ProductTag } from '../../shared/tags';

export function TagBadge({ tag, label }: { tag: ProductTag | null; label: string | undefined }) {
  if (!tag || !label) return null;
  return <span className={`tag tag--${tag}`}>{label}</span>;
}
