/**
 * Postal codes per country, for the countries
 * the stores ship to (spec §9). `normalizePostalCode` gives the stored form (upper case,
 * single spaces, the country's usual spacing); unknown countries accept 2–10 letters, digits,
 * spaces and dashes.
 */
interface PostalRule {
  pattern: RegExp;
  /** Stored form, from the matched text. */
  format?: (code: string) => string;
  /** A valid example, shown in hints and error messages. */
  example: string;
}

const spaced = (at: number) => (code: string) => {
  const compact = code.replace(/[\s-]/g, '');
  return `${compact.slice(0, at)} ${compact.slice(at)}`;
};

export const POSTAL_RULES: Record<string, PostalRule> = {
  US: { pattern: /^\d{5}(?:-\d{4})?$/, example: '80202' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/, format: spaced(3), example: 'K1A 0B1' },
  NO: { pattern: /^\d{4}$/, example: '0155' },
  SE: { pattern: /^\d{3} ?\d{2}$/, format: spaced(3), example: '113 51' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28013' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000' },
  CH: { pattern: /^[1-9]\d{3}$/, example: '8001' },
  NL: { pattern: /^[1-9]\d{3} ?[A-Z]{2}$/, format: spaced(4), example: '1012 AB' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, format: spaced(3), example: '110 00' },
  GB: {
    pattern: /^(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[A-Z]{2}$/,
    format: (code) => {
      const c = code.replace(/\s/g, '');
      return `${c.slice(0, -3)} ${c.slice(-3)}`;
    },
    example: 'SW1A 1AA',
  },
  AU: { pattern: /^\d{4}$/, example: '2000' },
  NZ: { pattern: /^\d{4}$/, example: '6011' },
  JP: {
    pattern: /^\d{3}-?\d{4}$/,
    format: (code) => {
      const c = code.replace('-', '');
      return `${c.slice(0, 3)}-${c.slice(3)}`;
    },
    example: '100-0001',
  },
};

const FALLBACK = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/;

const clean = (code: string) => code.trim().toUpperCase().replace(/\s+/g, ' ');

/** True when `code` is a postal code of `country` (ISO alpha-2, any case). */
export function isValidPostalCode(country: string, code: string): boolean {
  const rule = POSTAL_RULES[country.toUpperCase()];
  const text = clean(code);
  return rule ? rule.pattern.test(text) : FALLBACK.test(text);
}

/** The stored form of a valid code (`k1a0b1` → `K1A 0B1`); null when it is not valid. */
export function normalizePostalCode(country: string, code: string): string | null {
  if (!isValidPostalCode(country, code)) return null;
  const rule = POSTAL_RULES[country.toUpperCase()];
  const text = clean(code);
  return rule?.format ? rule.format(text) : text;
}

export const postalExample = (country: string): string | null => POSTAL_RULES[country.toUpperCase()]?.example ?? null;
