import { useT, usePage } from './page-context';
import type { FrameData } from './frame-types';
import { NewsletterForm } from './NewsletterForm';
import { consentPagePath } from './ConsentBanner';

/** The site footer: its element and what is inside it (the worker renders the inside as one string). */
export function Footer({ frame }: { frame: FrameData }) {
  return (
    <footer className="site-footer">
      <FooterContent frame={frame} />
    </footer>
  );
}

export function FooterContent({ frame }: { frame: FrameData }) {
  const t = useT();
  const { brandName, locale, path } = usePage();
  return (
    <>
      {frame.signup ? <NewsletterForm signup={frame.signup} /> : null}
      <div className="site-footer__grid">
        <section className="site-footer__brand" aria-label={brandName}>
          <p className="site-footer__name">{brandName}</p>
          <p>{frame.tagline}</p>
          {frame.contact ? (
            <address className="site-footer__contact">
              <a href={`tel:${frame.contact.phone.replace(/[^+\d]/g, '')}`}>{frame.contact.phone}</a>
              <br />
              <a href={`mailto:${frame.contact.email}`}>{frame.contact.email}</a>
              <br />
              {frame.contact.address}
              {frame.contact.hours.map((line) => (
                <span key={line} className="site-footer__hours">
                  {line}
                </span>
              ))}
            </address>
          ) : null}
        </section>
        {frame.footerColumns.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__legal">
        <p>{`© ${new Date().getUTCFullYear()} ${brandName}. ${t('footer.rights')}`}</p>
        <p>
          <a href={consentPagePath(locale, path)}>{t('consent.settings')}</a>
        </p>
        {frame.social.length > 0 ? (
          <ul className="site-footer__social">
            {frame.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
