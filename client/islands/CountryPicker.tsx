import { useEffect, useRef, useState } from 'react';
import { CountryList } from '../components/CountryList';
import { countryChoices } from '../../shared/country-choices';

export interface CountryPickerProps {
  /** `US · EN`. */
  text: string;
  /** Accessible name of the trigger. */
  label: string;
  /**
   * The country page, with `return` set to this page: what the link does without JavaScript.
   * With it, each choice of the list goes to the same page (without query) and returns here.
   */
  href: string;
  current: string;
  labels: { title: string; close: string; other: string; choose: string; current: string };
}

/**
 * The header's `US · EN`: a plain link to the country page, which with JavaScript opens the
 * same list in a modal dialog instead (Escape or the close button shuts it; focus stays
 * inside while open and goes back to the trigger after). The list is built only when
 * opened, so the server's link and the hydrated one are the same markup.
 */
export default function CountryPicker({ text, label, href, current, labels }: CountryPickerProps) {
  const [action = href, query = ''] = href.split('?');
  const returnPath = new URLSearchParams(query).get('return') ?? '/';
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => setReady(true), []);
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (open && !box.open) {
      box.showModal();
      box.querySelector<HTMLElement>('[aria-current="true"], a')?.focus();
    }
    if (!open && box.open) box.close();
  }, [open]);

  const shut = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <>
      <a
        ref={trigger}
        className="site-header__tool site-header__country"
        href={href}
        aria-label={label}
        aria-haspopup={ready ? 'dialog' : undefined}
        aria-expanded={ready ? open : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {text}
      </a>
      {ready ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard closes with Escape (onCancel)
        <dialog
          ref={dialog}
          className="country-dialog"
          aria-labelledby="country-dialog-title"
          // Escape fires `cancel`: close through React state so focus returns to the trigger.
          onCancel={(event) => {
            event.preventDefault();
            shut();
          }}
          onClick={(event) => {
            // A click on the backdrop (the dialog element itself) closes it.
            if (event.target === dialog.current) shut();
          }}
        >
          <div className="country-dialog__head">
            <h2 id="country-dialog-title">{labels.title}</h2>
            <button type="button" className="button button--text country-dialog__close" onClick={shut}>
              {labels.close}
            </button>
          </div>
          {open ? (
            <CountryList
              countries={countryChoices({ current, action, returnPath, otherLabel: labels.other })}
              chooseLabel={labels.choose}
              currentLabel={labels.current}
            />
          ) : null}
        </dialog>
      ) : null}
    </>
  );
}
