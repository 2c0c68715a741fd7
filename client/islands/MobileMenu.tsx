import { useEffect, useRef, useState } from 'react';

export interface NavLinkData {
  label: string;
  href: string;
}

export interface MobileMenuProps {
  labels: { open: string; close: string; menu: string };
}

/** The links of one of the header's own navigations (`.site-header__nav`, `.site-header__secondary`), in order. */
function headerLinks(header: Element | null | undefined, selector: string): NavLinkData[] {
  return [...(header?.querySelectorAll<HTMLAnchorElement>(`${selector} a[href]`) ?? [])].map((a) => ({
    label: a.textContent ?? '',
    href: a.getAttribute('href') ?? '',
  }));
}

/**
 * The header's navigation on small screens: a disclosure button and a panel. The panel
 * shows the header's own main and secondary links, read from the page when it opens
 * (they are in the header's markup already, so the props do not carry them twice).
 */
export default function MobileMenu({ labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [nav, setNav] = useState<{ links: NavLinkData[]; secondary: NavLinkData[] }>({ links: [], secondary: [] });
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="mobile-menu">
      <button
        ref={button}
        type="button"
        className="mobile-menu__button"
        aria-expanded={open}
        aria-controls="mobile-menu-panel"
        aria-label={open ? labels.close : labels.open}
        onClick={() => {
          if (!open) {
            const header = button.current?.closest('header');
            setNav({ links: headerLinks(header, '.site-header__nav'), secondary: headerLinks(header, '.site-header__secondary') });
          }
          setOpen(!open);
        }}
      >
        <span className="mobile-menu__icon" aria-hidden="true" data-open={open} />
        <span className="mobile-menu__text">{labels.menu}</span>
      </button>
      {/* The panel's links are written when it opens: closed, it could not be seen (the button needs JavaScript) and its links are the header's own. */}
      <div ref={panel} id="mobile-menu-panel" className="mobile-menu__panel" hidden={!open}>
        {open ? (
          <nav aria-label={labels.menu}>
            <ul className="mobile-menu__list">
              {nav.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
            <ul className="mobile-menu__list mobile-menu__list--secondary">
              {nav.secondary.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
