/**
 * What a refused account write means on BigCommerce (pure; table-tested in
 * test/unit/ports/bigcommerce-refusals.test.ts). Customers v3 answers 422 with its ErrorResponse
 * (`{ status, title, type, errors: { field: text } }`, customers.v3.yml) for every refusal; a
 * password the store's own password rules refuse names the password (`authentication.new_password`
 * in `errors`, or the words "password" outside the quoted values). That is the shopper's field message (400 on the
 * password field), like our own length rule; an email in use is told apart by reading the email.
 */
import type { Refusal } from '../../http/send';

const PASSWORD = /password/i;
/** The shopper's own words the platform quotes back (`The email "password.fan@…" is in use.`) are not its reason. */
const unquoted = (text: string) => text.replace(/"[^"]*"/g, '');

export function isPasswordRefusal(refusal: Pick<Refusal, 'status' | 'body'>): boolean {
  if (refusal.status !== 422 || typeof refusal.body !== 'object' || refusal.body === null) return false;
  const { title, errors } = refusal.body as { title?: unknown; errors?: unknown };
  const fields = typeof errors === 'object' && errors !== null ? Object.entries(errors) : [];
  return (
    (typeof title === 'string' && PASSWORD.test(title)) ||
    fields.some(([key, text]) => PASSWORD.test(key) || PASSWORD.test(unquoted(String(text))))
  );
}
