/**
 * The browser-side field check of the account forms ("islands on top"): a subset of
 * the server's rules (worker/account/schemas.ts), so a shopper hears about an empty or
 * malformed field before the round trip. The server stays the judge of every field.
 */
export interface FieldState {
  value: string;
  required: boolean;
  type: string;
  /** The input's minLength/maxLength; 0 or less means none (the DOM answers -1). */
  minLength: number;
  maxLength: number;
}

/** Local part, @, a domain with a dot: what the server's email check needs at the least. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True when the field must be fixed before sending. */
export function fieldIsWrong(field: FieldState): boolean {
  // Passwords are never trimmed and are counted in characters (code points), as on the server.
  const value = field.type === 'password' ? field.value : field.value.trim();
  if (!value) return field.required;
  if (field.type === 'email' && !EMAIL.test(value)) return true;
  const length = [...value].length;
  if (field.minLength > 0 && length < field.minLength) return true;
  if (field.maxLength > 0 && length > field.maxLength) return true;
  return false;
}
