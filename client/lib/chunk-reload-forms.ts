/**
 * The chunk-failure reload (spec §8, chunk-reload.ts) must not cost the shopper what they
 * typed: a form filled before the page's script ran (the fields work from the server's
 * HTML at once) would come back empty, since the browser does not restore fields on a
 * reload. Just before that reload the changed fields are kept in sessionStorage, and the
 * reloaded page (same path, within a minute) puts them back into fields still as the server
 * drew them. Passwords, hidden fields (CSRF tokens, bot-check answers), files and card fields
 * (number, expiry, security code, name on card) are never kept: sessionStorage outlives the
 * page and any script of the origin may read it.
 */
export const KEPT_FIELDS_KEY = 'loipe:reload-fields';
/** A reload takes seconds; anything older belongs to another visit. */
export const KEEP_MS = 60_000;

/** One field as the page has it. `form` is the index of its form in the page. */
export interface FieldState {
  form: number;
  name: string;
  type: string;
  value: string;
  defaultValue: string;
  checked?: boolean;
  defaultChecked?: boolean;
  /** The field's `autocomplete` attribute as written (e.g. `cc-number`, `billing cc-csc`). */
  autocomplete?: string;
}

export interface KeptField {
  form: number;
  name: string;
  value: string;
  /** For checkboxes and radios: which of the name's values, and whether it is ticked. */
  checked?: boolean;
}

interface Kept {
  path: string;
  at: number;
  fields: KeptField[];
}

const NEVER_KEPT = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** Card fields by name, for forms that do not say `autocomplete="cc-…"`: parts of the name without separators, any case. */
const CARD_NAMES =
  /cardnum|ccnum|creditcard|cardholder|cardname|nameoncard|cvc|cvv|csc|securitycode|cardcode|cardexp|ccexp|expmonth|expyear|expdate|expiry|expiration/;

/** A field of a payment card: its autocomplete names a `cc-` token, or its name reads as one. */
export function isCardField(field: Pick<FieldState, 'name' | 'autocomplete'>): boolean {
  const tokens = (field.autocomplete ?? '').toLowerCase().split(/\s+/);
  return tokens.some((token) => token.startsWith('cc-')) || CARD_NAMES.test(field.name.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** Whether a field's value may go to sessionStorage at all (checked again when it is put back). */
export const mayKeep = (field: Pick<FieldState, 'name' | 'type' | 'autocomplete'>): boolean =>
  field.name !== '' && !NEVER_KEPT.has(field.type) && !isCardField(field);

/** The fields the shopper changed from what the server drew, which may be kept. */
export function changedFields(fields: FieldState[]): KeptField[] {
  return fields.flatMap((field) => {
    if (!mayKeep(field)) return [];
    if (field.type === 'checkbox' || field.type === 'radio') {
      return field.checked === field.defaultChecked
        ? []
        : [{ form: field.form, name: field.name, value: field.value, checked: field.checked }];
    }
    return field.value === field.defaultValue ? [] : [{ form: field.form, name: field.name, value: field.value }];
  });
}

export function serializeKept(path: string, at: number, fields: KeptField[]): string | null {
  return fields.length ? JSON.stringify({ path, at, fields } satisfies Kept) : null;
}

/** The kept fields that belong to this page now: same path, under a minute old, well formed. */
export function keptFor(stored: string | null, path: string, now: number): KeptField[] {
  if (!stored) return [];
  try {
    const kept = JSON.parse(stored) as Partial<Kept>;
    if (kept.path !== path || typeof kept.at !== 'number' || now < kept.at || now - kept.at > KEEP_MS || !Array.isArray(kept.fields))
      return [];
    return kept.fields.filter(
      (f): f is KeptField =>
        typeof f === 'object' &&
        f !== null &&
        Number.isInteger(f.form) &&
        typeof f.name === 'string' &&
        typeof f.value === 'string' &&
        (f.checked === undefined || typeof f.checked === 'boolean'),
    );
  } catch {
    return [];
  }
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (el: unknown): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

function controls(doc: Document): { form: number; control: Control }[] {
  const found: { form: number; control: Control }[] = [];
  [...doc.forms].forEach((form, index) => {
    for (const el of Array.from(form.elements as unknown as ArrayLike<unknown>))
      if (isControl(el)) found.push({ form: index, control: el });
  });
  return found;
}

const defaultOf = (control: Control) =>
  control instanceof HTMLSelectElement
    ? ([...control.options].find((option) => option.defaultSelected)?.value ?? control.options[0]?.value ?? '')
    : control.defaultValue;

function stateOf(form: number, control: Control): FieldState {
  const input = control instanceof HTMLInputElement ? control : null;
  return {
    form,
    name: control.name,
    type: input ? input.type : control instanceof HTMLSelectElement ? 'select' : 'textarea',
    value: control.value,
    defaultValue: defaultOf(control),
    checked: input?.checked,
    defaultChecked: input?.defaultChecked,
    autocomplete: control.getAttribute('autocomplete') ?? '',
  };
}

/** Before the chunk-failure reload: keeps what the shopper typed on this page. */
export function keepFields(doc: Document, storage: Pick<Storage, 'setItem'>, now: number): void {
  try {
    const kept = serializeKept(doc.location.pathname, now, changedFields(controls(doc).map(({ form, control }) => stateOf(form, control))));
    if (kept) storage.setItem(KEPT_FIELDS_KEY, kept);
  } catch {
    // Storage full or refused: the reload goes ahead without them.
  }
}

/** After a reload: puts kept values back into fields the shopper has not touched since, then forgets them. */
export function restoreFields(doc: Document, storage: Pick<Storage, 'getItem' | 'removeItem'>, now: number): void {
  let stored: string | null = null;
  try {
    stored = storage.getItem(KEPT_FIELDS_KEY);
    if (stored) storage.removeItem(KEPT_FIELDS_KEY);
  } catch {
    return;
  }
  const kept = keptFor(stored, doc.location.pathname, now);
  if (!kept.length) return;
  const all = controls(doc);
  for (const field of kept) {
    for (const { form, control } of all) {
      if (form !== field.form || control.name !== field.name) continue;
      const state = stateOf(form, control);
      if (!mayKeep(state)) continue;
      if (control instanceof HTMLInputElement && (state.type === 'checkbox' || state.type === 'radio')) {
        if (control.value === field.value && control.checked === control.defaultChecked) control.checked = field.checked ?? control.checked;
      } else if (state.value === state.defaultValue) {
        control.value = field.value;
      }
    }
  }
}

/** The chunk-failure reload (chunk-reload.ts's `reload`) with the shopper's typing kept for the reloaded page. */
export function reloadKeepingFields(): void {
  keepFields(document, sessionStorage, Date.now());
  location.reload();
}
