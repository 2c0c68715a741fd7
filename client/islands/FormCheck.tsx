import { useEffect, useRef, useState } from 'react';
import { fieldIsWrong } from '../lib/field-check';

export interface FormCheckProps {
  /** Field name → its message when empty or malformed, in the page's language. Fields not named are left to the server. */
  messages: Record<string, string>;
  /** Announced when a send is stopped ("Please check the fields marked below."). */
  summary: string;
}

type Checked = HTMLInputElement | HTMLSelectElement;

type Attributes = Pick<HTMLElement, 'getAttribute' | 'setAttribute' | 'removeAttribute'>;

const describedBy = (el: Attributes, id: string, on: boolean) => {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((x) => x && x !== id);
  if (on) ids.push(id);
  if (ids.length) el.setAttribute('aria-describedby', ids.join(' '));
  else el.removeAttribute('aria-describedby');
};

/**
 * Progressive enhancement of a plain account form: the form works without
 * JavaScript, and the server answers field errors next to each field. With JavaScript this
 * island (rendered inside the form) checks a field when the shopper leaves it after typing,
 * and every named field on send: the error goes next to the field as the server would put it
 * (`#{id}-error`, aria-describedby, aria-invalid) and is read out through a polite live
 * region; a send with errors is stopped and focus goes to the first one. A fixed field clears
 * as it is typed.
 */
export default function FormCheck({ messages, summary }: FormCheckProps) {
  const live = useRef<HTMLParagraphElement>(null);
  const [said, say] = useState('');

  useEffect(() => {
    const form = live.current?.closest('form');
    if (!form) return;
    const named = (target: EventTarget | null): target is Checked =>
      (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) && Object.hasOwn(messages, target.name);
    const touched = new WeakSet<object>();

    /** Shows or clears the field's error; true when the field is fine. */
    const check = (el: Checked): boolean => {
      const wrong = fieldIsWrong({
        value: el.value,
        required: el.required,
        type: el.type,
        minLength: el instanceof HTMLInputElement ? el.minLength : -1,
        maxLength: el instanceof HTMLInputElement ? el.maxLength : -1,
      });
      const id = `${el.id}-error`;
      let error = document.getElementById(id);
      if (wrong) {
        if (!error) {
          error = document.createElement('p');
          error.id = id;
          error.className = 'field__error';
          ((el.closest('.field') as HTMLElement | null) ?? el.parentElement)?.appendChild(error);
        }
        error.textContent = messages[el.name]!;
        el.setAttribute('aria-invalid', 'true');
      } else {
        error?.remove();
        el.removeAttribute('aria-invalid');
      }
      describedBy(el, id, wrong);
      return !wrong;
    };
    const labelOf = (el: Checked) => el.labels?.[0]?.textContent?.trim() ?? '';

    const onInput = (event: Event) => {
      if (!named(event.target)) return;
      touched.add(event.target);
      // A field marked wrong clears as soon as it is right.
      if (event.target.getAttribute('aria-invalid') === 'true') check(event.target);
    };
    const onLeave = (event: FocusEvent) => {
      if (!named(event.target) || !touched.has(event.target)) return;
      if (!check(event.target)) say(`${labelOf(event.target)}: ${messages[event.target.name]}`);
    };
    const onSubmit = (event: SubmitEvent) => {
      const wrong = ([...form.elements] as unknown as EventTarget[]).filter(named).filter((el) => !check(el));
      if (wrong.length === 0) return;
      event.preventDefault();
      wrong[0]!.focus();
      say(`${summary} ${wrong.map((el) => `${labelOf(el)}: ${messages[el.name]}`).join(' ')}`);
    };
    form.addEventListener('input', onInput);
    form.addEventListener('change', onInput);
    form.addEventListener('focusout', onLeave);
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
      form.removeEventListener('focusout', onLeave);
      form.removeEventListener('submit', onSubmit);
    };
  }, [messages, summary]);

  return (
    <p ref={live} className="form-check__live visually-hidden" role="status" aria-live="polite">
      {said}
    </p>
  );
}
