/**
 * Card checks before a payment is tried: number (digits, length, Luhn), brand,
 * expiry (valid through the last day of its month) and CVC (4 digits for American
 * Express, 3 for the others). Only brand and last four digits are ever kept.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay' | 'unknown';

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface CardIssue {
  path: 'number' | 'exp_month' | 'exp_year' | 'cvc';
  code: 'invalid_number' | 'unsupported_brand' | 'invalid_expiry' | 'expired' | 'invalid_cvc';
  message: string;
}

/** Spaces and dashes are how people type card numbers; anything else makes it not a number. */
export function cardDigits(number: string): string | null {
  const digits = number.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const prefix = (digits: string, n: number) => Number(digits.slice(0, n));
const within = (value: number, low: number, high: number) => value >= low && value <= high;

/** Brand by the issuer ranges of the card networks (IIN). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (within(prefix(digits, 2), 51, 55) || within(prefix(digits, 4), 2221, 2720)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits) || within(prefix(digits, 3), 644, 649)) return 'discover';
  if (within(prefix(digits, 4), 3528, 3589)) return 'jcb';
  if (within(prefix(digits, 3), 300, 305) || /^3[68]/.test(digits)) return 'diners';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** All that may be kept of a card: its brand and last four digits (null when the number is not one). */
export function cardMark(number: string): { brand: CardBrand; last4: string } | null {
  const digits = cardDigits(number);
  return digits ? { brand: cardBrand(digits), last4: digits.slice(-4) } : null;
}

const LENGTHS: Record<Exclude<CardBrand, 'unknown'>, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 19],
  jcb: [16, 17, 18, 19],
  diners: [14, 16, 19],
  unionpay: [16, 17, 18, 19],
};

/** A two-digit year means this century. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** The card works through the last day of its expiry month (UTC). */
export function isExpired(month: number, year: number, now: Date): boolean {
  const y = fullYear(year);
  return y < now.getUTCFullYear() || (y === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** Every problem with the card, per field; [] when it may be sent to the processor. */
export function checkCard(card: CardInput, now: Date): CardIssue[] {
  const issues: CardIssue[] = [];
  const digits = cardDigits(card.number);
  let brand: CardBrand = 'unknown';
  if (!digits || !luhnValid(digits)) {
    issues.push({ path: 'number', code: 'invalid_number', message: 'The card number is not valid' });
  } else {
    brand = cardBrand(digits);
    if (brand === 'unknown' || !LENGTHS[brand].includes(digits.length)) {
      issues.push({ path: 'number', code: 'unsupported_brand', message: 'This kind of card is not accepted' });
    }
  }
  const monthOk = Number.isInteger(card.exp_month) && card.exp_month >= 1 && card.exp_month <= 12;
  const year = fullYear(card.exp_year);
  const yearOk = Number.isInteger(card.exp_year) && year >= 2000 && year <= now.getUTCFullYear() + 20;
  if (!monthOk) issues.push({ path: 'exp_month', code: 'invalid_expiry', message: 'The expiry month must be 1 to 12' });
  if (!yearOk) issues.push({ path: 'exp_year', code: 'invalid_expiry', message: 'The expiry year is not valid' });
  if (monthOk && yearOk && isExpired(card.exp_month, card.exp_year, now)) {
    issues.push({ path: 'exp_year', code: 'expired', message: 'The card has expired' });
  }
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    issues.push({ path: 'cvc', code: 'invalid_cvc', message: `The security code must be ${cvcLength} digits` });
  }
  return issues;
}
