import type { ReactNode } from 'react';
import { Island } from '../islands/Island';
import type { BotcheckProps } from '../islands/Botcheck';

/** A field error as the page shows it: the message next to the field, already translated. */
export type FieldErrors = Record<string, string>;

export interface FieldProps {
  name: string;
  label: string;
  type?: string;
  value?: string;
  autoComplete?: string;
  required?: boolean;
  /** Characters at least (new passwords: 8); the field-check island reads it, the server checks it too. */
  minLength?: number;
  /** Characters at most (the server's limit for the field, shared/address.ts for addresses). */
  maxLength?: number;
  hint?: string;
  errors: FieldErrors;
  /** Unique per page: forms on one page share field names. */
  idPrefix: string;
  children?: ReactNode;
}

/**
 * One labelled input. An error sits right under it, tied with aria-describedby and
 * aria-invalid so a screen reader announces it with the field.
 */
export function Field({
  name,
  label,
  type = 'text',
  value,
  autoComplete,
  required,
  minLength,
  maxLength,
  hint,
  errors,
  idPrefix,
  children,
}: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const error = errors[name];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children ?? (
        <input
          id={id}
          className="field__input"
          name={name}
          type={type}
          defaultValue={value}
          autoComplete={autoComplete}
          required={required}
          minLength={minLength}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The hidden fields every account form carries: the session's token (when there is a session) and where to go back to. */
export function FormBasics({ csrfToken, returnTo }: { csrfToken: string | null; returnTo?: string }) {
  return (
    <>
      {csrfToken ? <input type="hidden" name="csrf_token" value={csrfToken} /> : null}
      {returnTo ? <input type="hidden" name="return_to" value={returnTo} /> : null}
    </>
  );
}

export interface NoticeView {
  kind: 'status' | 'error';
  text: string;
}

export function FormNotice({ notice }: { notice: NoticeView | null }) {
  if (!notice) return null;
  return notice.kind === 'error' ? (
    <p className="account-notice account-notice--error" role="alert">
      {notice.text}
    </p>
  ) : (
    <p className="account-notice" role="status">
      {notice.text}
    </p>
  );
}

/**
 * The bot check of a form (ALTCHA widget island, or its no-JavaScript note) and, after a
 * refused answer, the error under it, announced.
 */
export function BotcheckField({ props, error }: { props: BotcheckProps; error?: string }) {
  return (
    <>
      <Island name="botcheck" props={props} />
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
