/**
 * Intl formatters memoised per isolate (and per page in the browser). Building an
 * Intl.NumberFormat or DateTimeFormat costs far more than using one: the product page
 * used to build a few dozen per request (as a CPU profile showed).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.NumberFormat(tag, options)`, built once per tag and options. */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(tag, options)`, built once per tag and options. */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format;
}

const digitsOf = new Map<string, number>();

/** Minor-unit digits of a currency (ISO 4217 via Intl): USD 2, JPY 0. */
export function currencyDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** `new Intl.PluralRules(tag)`, built once per tag. */
export function pluralRulesOf(tag: string): Intl.PluralRules {
  let rules = pluralRules.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRules.set(tag, rules);
  }
  return rules;
}
