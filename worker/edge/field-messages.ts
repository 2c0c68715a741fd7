/**
 * The one helper that turns validation issues into the messages a form shows next to its
 * fields: the first issue of each field wins; an issue with no field of its
 * own (an empty path, or one the form does not show) goes to `form`, the notice at the top.
 */
import type { DisplayText, DisplayTextKey } from '../../shared/display-text';
import type { ApiIssue } from './errors';

export type FieldMessages = Record<string, string>;

export interface FieldMessageOptions {
  /** The form field an issue path belongs to; the first path segment by default. */
  field?: (path: string) => string;
  /** The message of one issue on `field`. */
  message: (issue: ApiIssue, field: string) => string;
}

export const firstSegment = (path: string) => path.split('.')[0] || 'form';

export function fieldMessages(issues: readonly ApiIssue[], options: FieldMessageOptions): FieldMessages {
  const fieldOf = options.field ?? firstSegment;
  const messages: FieldMessages = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    messages[field] ??= options.message(issue, field);
  }
  return messages;
}

/**
 * Messages from the display text: `<prefix>.<code>` for an issue whose message is a code
 * (the account, contact and alert schemas speak codes), else `<prefix>.form`.
 */
export function textFieldMessages(
  t: DisplayText,
  prefix: 'account.error' | 'contact.error' | 'notify.error',
  issues: readonly ApiIssue[],
  field?: (path: string) => string,
): FieldMessages {
  const fallback = t[`${prefix}.form` as DisplayTextKey];
  return fieldMessages(issues, { field, message: (issue) => t[`${prefix}.${issue.message}` as DisplayTextKey] ?? fallback });
}
