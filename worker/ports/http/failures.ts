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

/**
 * Code 141 means two things: "The requested entry doesn't exist." (`errors.uid`)
 * and "Failed to fetch entries. Please try again with valid parameters." (`errors` naming
 * `environment`, `locale`, ...: a misconfigured deploy). Only the first is a missing entry;
 * the second must surface as a failure, never as a quiet 404 page.
 */
export type ContentFailure = 'missing_entry' | 'bad_parameters' | 'other';

export function contentFailure(failure: HttpFailure): ContentFailure {
  const rejection = contentRejection(failure);
  if (rejection.error_code === ENTRY_MISSING_CODE) {
    const fields = Object.keys(rejection.errors);
    // Any named field but the entry's uid is a parameter the service refused.
    if (fields.some((field) => field !== 'uid')) return 'bad_parameters';
    // No field named: the message tells (a body without one keeps the old reading, entry missing).
    if (fields.length === 0 && /valid parameters/i.test(rejection.error_message)) return 'bad_parameters';
    return 'missing_entry';
  }
  return failure.status === 404 ? 'missing_entry' : 'other';
}

/** A single-entry lookup that found nothing: code 141 for the entry (any status it comes with) or a bare 404. */
export function isMissingEntry(failure: HttpFailure): boolean {
  return contentFailure(failure) === 'missing_entry';
}

/** The error message of a content failure; a refused parameter names itself, so ops see a configuration problem. */
export function contentFailureMessage(failure: HttpFailure): string {
  const rejection = contentRejection(failure);
  if (contentFailure(failure) !== 'bad_parameters') return rejection.error_message;
  const fields = Object.entries(rejection.errors)
    .map(([field, says]) => `${field} ${Array.isArray(says) ? says.join(' ') : String(says)}`)
    .join('; ');
  return `${rejection.error_message} (code 141, bad parameters${fields ? `: ${fields}` : ''}; check the CONTENTSTACK_* settings)`;
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
