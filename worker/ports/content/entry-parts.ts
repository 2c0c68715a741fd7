/** Small parts several content entries share (SEO, opening hours, addresses); entries.ts re-exports them. */
export interface Seo {
  title: string;
  description: string;
  /** Media id of the share image. */
  image?: string;
}

export type DayOfWeek = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** Opening hours: local times `HH:MM`, 24 h; the UI names the days in its own language. */
export interface OpeningHours {
  days_of_week: DayOfWeek[];
  opening_time: string;
  closing_time: string;
}

export interface Address {
  street_address: string;
  city: string;
  state: string;
  postal_code: string;
  /** ISO 3166 code, uppercase. */
  country: string;
}
