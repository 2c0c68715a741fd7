/**
 * Error texts and shapes of the hosted services (spec §8), in one place so every adapter
 * says the same thing for the same failure. Pure.
 */

/** Spec §8 "HTTP client": the four messages of the outbound client. */
export const HTTP_MESSAGES = {
  status: (status: number) => `Request failed with status code ${status}`,
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: (ms: number) => `timeout of ${Math.round(ms)}ms exceeded`,
} as const;

/** An error answer as the client read it: JSON when the body was JSON, else its text. */
export interface HttpFailure {
  status: number;
  statusText: string;
  body: unknown;
}

/** Spec §8: "Content entry or asset missing: code 141 'The requested entry doesn't exist.'" */
export const ENTRY_MISSING_CODE = 141;
export const ENTRY_MISSING_MESSAGE = "The requested entry doesn't exist.";

/** Spec §8 "Content SDK failure: rejects with error_message, error_code, errors, status, statusText". */
export interface ContentRejection {
  error_message: string;
  error_code: number | null;
  errors: Record<string, unknown>;
  status: number;
  statusText: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The content service's error body (`{ error_message, error_code, errors }`) with the answer's status added. */
export function contentRejection(failure: HttpFailure): ContentRejection {
  const body = isRecord(failure.body) ? failure.body : {};
  return {
    error_message: typeof body.error_message === 'string' ? body.error_message : HTTP_MESSAGES.status(failure.status),
    error_code: typeof body.error_code === 'number' ? body.error_code : null,
    errors: isRecord(body.errors) ? body.errors : {},
    status: failure.status,
    statusText: failure.statusText,
  };
}

/** A single-entry lookup that found nothing: the service's code 141 (any status it comes with) or a bare 404. */
export function isMissingEntry(failure: HttpFailure): boolean {
  return contentRejection(failure).error_code === ENTRY_MISSING_CODE || failure.status === 404;
}

/**
 * Spec §8 "Search non-OK response: error: status in brackets followed by server errors"
 * (the search engine answers `{ "errors": ["..."] }`): `[404] Could not find engine.`
 */
export function searchFailureMessage(failure: HttpFailure): string {
  const body = isRecord(failure.body) ? failure.body : {};
  const errors = Array.isArray(body.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : [];
  const text =
    errors.length > 0
      ? errors.join(', ')
      : typeof failure.body === 'string' && failure.body.trim()
        ? failure.body.trim()
        : failure.statusText;
  return `[${failure.status}] ${text}`.trim();
}
