/**
 * The one D1 error wrapper: a failing D1 call is the commerce service failing (every table,
 * back-in-stock alerts included, is in COMMERCE_DB), so the layers above answer 502 / the
 * error page. A ProviderError raised inside the work passes through unchanged.
 */
import { ProviderError } from './errors';

export async function d1Call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError('upstream', `commerce database: ${(error as Error)?.message ?? String(error)}`, {
      service: 'commerce',
      cause: error,
    });
  }
}
