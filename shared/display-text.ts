/**
 * The display-text keys both sides use. They are the keys of the base (en-us) text, so the
 * type is taken from it; nothing but the type crosses over.
 */
export type { DisplayText, DisplayTextKey } from '../worker/data/content/display-text/en-us';
