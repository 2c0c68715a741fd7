/** The mini-cart's texts, shared by the island and its lazily loaded lines (no import cycle between them). */
import type { CartSummaryLabels } from './CartSummary';

export interface MiniCartLabels extends CartSummaryLabels {
  cart: string;
  open: string;
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
