/** Spec §3 "Currency format": how the client and the worker format money. */

export interface CurrencyFormat {
  token: string;
  token_location: 'left' | 'right';
  decimal_token: string;
  thousands_token: string;
  decimal_places: number;
}
