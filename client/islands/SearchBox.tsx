import { useEffect, useId, useRef, useState } from 'react';
import { pushEvent, searchEvent } from '../../shared/analytics';
import { reportSearchClick, searchClickUrl } from '../../shared/search-click';
import { countText, type CountForms } from '../../shared/count-text';
export interface SearchBoxProps {
  /** The search page: the form's GET action. */
  action: string;
  /** Locale prefix (`de-de`): which engine suggests. */
  locale: string;
  /** The page's language (BCP 47), for the count's plural form. */
  lang: string;
  /** Region header for the suggestion call (the shopper's content region). */
  region: string;
  /** The query already searched (kept in the box on the search page). */
  query: string;
  labels: {
    label: string;
    placeholder: string;
    submit: string;
    suggestions: string;
    products: string;
    pages: string;
    /** "1 suggestion" / "3 suggestions", announced as the list changes. */
    count: CountForms;
    none: string;
  };
}

type Option =
  | { kind: 'query'; label: string }
  | { kind: 'product'; label: string; href: string; id: string; uid: string }
  | { kind: 'page'; label: string; href: string; id: string };
interface Suggestions {
  query: string;
  request_id: string;
  suggestions: string[];
  products: { id: string; uid: string; title: string; href: string }[];
  /** Content pages (guides, help) from the same multi search; older answers may lack them. */
  pages?: { id: string; title: string; href: string }[];
}

const DEBOUNCE_MS = 150;

/**
 * The header's search box: a plain GET form to the search page, which this island
 * turns into an ARIA combobox once the shopper focuses it (it is loaded on focus, so no
 * page's start-up JavaScript grows): query suggestions and products as you type (debounced),
 * arrows to move, Enter to choose, Escape to close.
 */
export default function SearchBox(props: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | null>(null);
  const [value, setValue] = useState(props.query);
  const [data, setData] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const options: Option[] = data
    ? [
        ...data.suggestions.map((label): Option => ({ kind: 'query', label })),
        ...data.products.map((p): Option => ({ kind: 'product', label: p.title, href: p.href, id: p.id, uid: p.uid })),
        ...(data.pages ?? []).map((p): Option => ({ kind: 'page', label: p.title, href: p.href, id: p.id })),
      ]
    : [];
  const expanded = open && options.length > 0;

  function load(text: string) {
    clearTimeout(timer.current);
    const q = text.trim();
    if (!q) {
      setData(null);
      return;
    }
    timer.current = setTimeout(() => {
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      fetch(`/api/search/suggest?${new URLSearchParams({ q, locale: props.locale })}`, {
        headers: { accept: 'application/json', region: props.region },
        signal: controller.signal,
      })
        .then((res) => (res.ok ? (res.json() as Promise<Suggestions>) : null))
        .then((body) => {
          if (!body || controller.signal.aborted) return;
          setData(body);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => {});
    }, DEBOUNCE_MS);
  }

  // Letters typed before this island arrived are in the box already: suggest for them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) setValue(typed);
    if (typed.trim() && document.activeElement === input.current) load(typed);
    return () => clearTimeout(timer.current);
  }, []);

  function search(term: string) {
    pushEvent(searchEvent(term));
  }

  function choose(option: Option, index: number) {
    setOpen(false);
    if (option.kind === 'query') {
      if (input.current) input.current.value = option.label;
      setValue(option.label);
      search(option.label);
      form.current?.submit();
      return;
    }
    if (option.kind === 'product')
      pushEvent({
        event: 'select_item',
        ecommerce: {
          item_list_id: 'search-suggestions',
          item_list_name: props.labels.products,
          items: [{ item_id: option.uid, item_name: option.label, index }],
        },
      });
    // Spec §7 click tracking: queued with the browser, so the navigation never waits for it.
    reportSearchClick(searchClickUrl(props.locale), {
      query: value.trim(),
      document_id: option.id,
      ...(data?.request_id ? { request_id: data.request_id } : {}),
      tags: ['header'],
    });
    location.assign(option.href);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        if (!options.length) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i + 1) % options.length);
        break;
      case 'ArrowUp':
        if (!options.length) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Enter':
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active], active);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          setValue('');
          setData(null);
        }
        break;
      default:
        break;
    }
  }

  const optionId = (i: number) => `${id}-o${i}`;
  const group = (kind: Option['kind'], title: string) => {
    const items = options.map((o, i) => [o, i] as const).filter(([o]) => o.kind === kind);
    if (!items.length) return null;
    return (
      <li role="presentation" className="site-search__group">
        <span className="site-search__group-title" aria-hidden="true">
          {title}
        </span>
        <ul role="group" aria-label={title}>
          {items.map(([option, i]) => (
            // biome-ignore lint/a11y: ARIA APG combobox: options stay in the input's focus (aria-activedescendant), the keyboard works on the input
            <li
              key={optionId(i)}
              id={optionId(i)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the options of the ARIA APG combobox's listbox
              role="option"
              aria-selected={i === active}
              className="site-search__option"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option, i)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </li>
    );
  };

  return (
    <form ref={form} className="site-search" role="search" action={props.action} method="get" onSubmit={() => search(value)}>
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        {props.labels.label}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        className="site-search__input"
        type="search"
        name="q"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={200}
        placeholder={props.labels.placeholder}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          load(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <button className="site-search__submit" type="submit">
        {props.labels.submit}
      </button>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's listbox (ARIA APG) */}
      <ul id={listId} role="listbox" aria-label={props.labels.suggestions} className="site-search__list" hidden={!expanded}>
        {group('query', props.labels.suggestions)}
        {group('product', props.labels.products)}
        {group('page', props.labels.pages)}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {data ? (options.length ? countText(props.labels.count, options.length, props.lang) : props.labels.none) : ''}
      </p>
    </form>
  );
}
