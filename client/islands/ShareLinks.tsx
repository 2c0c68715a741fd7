import type { MouseEvent } from 'react';
import { popupFeatures, type ShareNetwork } from '../../shared/share';

export interface ShareLinkData {
  network: ShareNetwork;
  /** Accessible name, e.g. `Share on Facebook`. */
  label: string;
  /** What the link shows: the network's name. */
  text: string;
  href: string;
  /** The network's dialog opens in the 626×436 popup (spec §9); mail opens the mail program. */
  popup: boolean;
}

export interface ShareLinksProps {
  heading: string;
  newWindow: string;
  links: ShareLinkData[];
}

/**
 * A post's share links. Without JavaScript each is a plain link to the network's share
 * dialog in a new tab; with JavaScript a click (or Enter) opens that dialog in a popup of
 * 626×436 px centred on the window, and the page stays where it is.
 */
export default function ShareLinks({ heading, newWindow, links }: ShareLinksProps) {
  const open = (link: ShareLinkData) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link.popup || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const screen = { left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight };
    window.open(link.href, `share-${link.network}`, popupFeatures(screen));
  };
  return (
    <section className="share" aria-labelledby="share-heading">
      <h2 id="share-heading" className="share__heading">
        {heading}
      </h2>
      <ul className="share__list">
        {links.map((link) => (
          <li key={link.network}>
            <a
              className={`share__link share__link--${link.network}`}
              href={link.href}
              aria-label={link.popup ? `${link.label} (${newWindow})` : link.label}
              data-share={link.network}
              {...(link.popup ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={open(link)}
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
