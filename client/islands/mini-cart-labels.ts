/** The mini-cart's texts, shared by the island and its lazily loaded lines (no import cycle between them). */
import type { CartSummaryLabels } from './CartSummary';
import type { CountForms } from '../../shared/count-text';

export interface MiniCartLabels extends CartSummaryLabels {
  cart: string;
  /** "Open cart, 1 item" / "Open cart, 2 items": the count's form is chosen in the page's language. */
  open: CountForms;
  close: string;
  title: string;
  empty: string;
  loading: string;
  failed: string;
  view: string;
  added: string;
  quantity: string;
  option: string;
}
