/**
 * The display-text keys both sides use. They are the keys of the base (en-us) text, so the
 * type is derived from it; nothing but the type crosses over.
 */
import type { enUs } from '../worker/data/content/display-text/en-us';

export type DisplayTextKey = keyof typeof enUs;
export type DisplayText = Record<DisplayTextKey, string>;
