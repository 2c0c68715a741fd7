import type { FrameData, NavLinkData } from '../../client/components/frame-types';
import { resolveLink, type LinkInput } from '../../shared/links';
import type { BrandSettings, Contact, ContactRegion, DayOfWeek, Footer, Header, OpeningHours } from '../ports/content/types';
import type { Locale } from '../rules/locale';
import { languageTag } from '../../shared/locale';
import type { ContentRegion } from '../rules/regions';
import { dateTimeFormat } from '../../shared/intl';
// ICU's data loads at module init, not in an isolate's first page (intl-warm.ts).
import './intl-warm';

/** Contact region (spec §9: us, ca, no, jp, au, nz, uk, kr, eu) for a visitor's country and region. */
export function contactRegionFor(country: string, region: ContentRegion): ContactRegion {
  switch (country) {
    case 'us':
    case 'ca':
    case 'no':
    case 'jp':
    case 'au':
    case 'nz':
    case 'kr':
      return country;
    case 'gb':
      return 'uk';
    default:
      break;
  }
  if (region === 'eu' || region === 'pro_eu_region_1') return 'eu';
  if (region === 'pro') return 'us';
  if (region === 'pro_ca') return 'ca';
  return 'us';
}

const DAY_INDEX: Record<DayOfWeek, number> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };

/** Localised weekday name; 2024-01-01 was a Monday. */
function dayName(day: DayOfWeek, tag: string): string {
  return dateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + DAY_INDEX[day]));
}

/** "Mon – Fri 08:00–17:00" per opening-hours entry, day names in the page's language. */
export function formatOpeningHours(hours: readonly OpeningHours[], tag: string): string[] {
  return hours.map((entry) => {
    const days = [...entry.days_of_week].sort((a, b) => DAY_INDEX[a] - DAY_INDEX[b]);
    const contiguous = days.every((day, i) => i === 0 || DAY_INDEX[day] === DAY_INDEX[days[i - 1]!] + 1);
    const label =
      days.length > 2 && contiguous
        ? `${dayName(days[0]!, tag)} – ${dayName(days[days.length - 1]!, tag)}`
        : days.map((d) => dayName(d, tag)).join(', ');
    return `${label} ${entry.opening_time}–${entry.closing_time}`;
  });
}

/**
 * Contact blocks by the brand document's contact entry (documents are frozen and shared by
 * the isolate's requests) and language: the same for every request of a locale, so each
 * isolate formats them once.
 */
const contactBlocks = new WeakMap<Contact, Map<string, NonNullable<FrameData['contact']>>>();

function memoContactBlock(contact: Contact, tag: string): NonNullable<FrameData['contact']> {
  let byTag = contactBlocks.get(contact);
  if (!byTag) contactBlocks.set(contact, (byTag = new Map()));
  let block = byTag.get(tag);
  if (!block) byTag.set(tag, (block = contactBlock(contact, tag)));
  return block;
}

/** The footer's contact block: phone, email, one address line, opening hours in the page's language. */
function contactBlock(contact: Contact, tag: string): NonNullable<FrameData['contact']> {
  const a = contact.address;
  const cityLine = [a.postal_code, a.city, a.state].filter(Boolean).join(' ');
  return {
    phone: contact.phone,
    email: contact.email,
    address: [a.street_address, cityLine].join(', '),
    hours: formatOpeningHours(contact.hours_of_operation, tag),
  };
}

const links = (items: readonly LinkInput[], prefix: string): NavLinkData[] =>
  items.flatMap((item) => {
    const link = resolveLink(item, prefix);
    return link ? [{ label: link.title, href: link.href }] : [];
  });

/** Header and footer of a page from the content service's entries for its locale and region. */
export function buildFrame(locale: Locale, region: ContentRegion, header: Header, footer: Footer, brand: BrandSettings): FrameData {
  const contact = brand.contact[contactRegionFor(locale.country, region)];
  const tag = languageTag(locale);
  return {
    nav: links(
      header.main_nav.map((item) => item.link),
      locale.prefix,
    ),
    secondary: links(header.secondary_nav, locale.prefix),
    topAlert: header.top_alert[0]?.text ?? null,
    footerColumns: footer.columns.map((column) => ({ title: column.title, links: links(column.links, locale.prefix) })),
    social: brand.social_media.map((entry) => ({ label: entry.title, href: entry.url })),
    contact: contact ? memoContactBlock(contact, tag) : null,
    tagline: footer.tagline,
  };
}
