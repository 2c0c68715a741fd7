/** Compact builders for translations that only rename a list of links. */
import type { DeepPartial, Link } from '../../../ports/content/entries';

/** `titles('Klassisch', 'Skating')` → `[{ title: 'Klassisch' }, { title: 'Skating' }]`, merged by position. */
export const titles = (...names: string[]): DeepPartial<Link>[] => names.map((title) => ({ title }));

/** Paragraph, heading or other text block, merged over the base block at the same position. */
export const text = (value: string) => ({ text: value });

/** A list block's items, merged over the base list. */
export const items = (...values: string[]) => ({ items: values });
