/**
 * The support contact form: one schema for the plain form and the JSON call, and
 * the mail it becomes. The mail goes to the customer service of the visitor's contact
 * region (spec §9) through the email port; nothing else is stored.
 */
import * as v from 'valibot';
import type { DisplayText, DisplayTextKey } from '../../shared/display-text';
import type { EmailProvider } from '../ports/email/types';
import { fill } from '../../shared/fill';
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import type { Locale } from '../rules/locale';
import { regionsFor } from '../rules/regions';
import { CONTACT_REGIONS } from '../ports/content/entries';
import { contactRegionFor } from '../render/frame';

export const CONTACT_TOPICS = ['order', 'delivery', 'returns', 'product', 'warranty', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Messages are codes the page translates (`contact.error.<code>`); the API answers them in `issues`. */
export const ContactRequest = v.object({
  name: v.pipe(v.string('name'), v.trim(), v.minLength(1, 'name'), v.maxLength(100, 'name')),
  email: v.pipe(v.string('email'), v.trim(), v.toLowerCase(), v.maxLength(254, 'email'), v.email('email')),
  topic: v.picklist(CONTACT_TOPICS, 'topic'),
  order: v.optional(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))], 'order'),
      v.trim(),
      v.regex(/^#?\d{0,12}$/, 'order'),
      v.transform((text) => text.replace(/^#/, '')),
    ),
    '',
  ),
  message: v.pipe(
    v.string('message'),
    v.trim(),
    v.check((text) => [...text].length >= 10 && [...text].length <= 5000, 'message'),
  ),
});
export type ContactRequest = v.InferOutput<typeof ContactRequest>;

export const topicLabel = (t: DisplayText, topic: ContactTopic) => t[`contact.topic.${topic}` as DisplayTextKey];

/** Mails the message to customer service, in the language of the page it was written on. */
export async function sendContact(
  deps: { email: EmailProvider; text: DisplayText; to: string; locale: string },
  message: ContactRequest,
): Promise<void> {
  const topic = topicLabel(deps.text, message.topic);
  const values = { ...message, topic, order: message.order || '–', locale: deps.locale };
  await deps.email.send({
    to: deps.to,
    subject: fill(deps.text['contact.mailSubject'], { topic }),
    text: fill(deps.text['contact.mailText'], values),
  });
}

/** The support address of the visitor's contact region (spec §9), the first region's when it has none. */
export async function supportAddress(c: Context<AppEnv>, locale: Locale): Promise<string | null> {
  const brand = await c.get('content').getBrandSettings(c.get('call').content(locale.contentLocale));
  const region = contactRegionFor(locale.country, regionsFor(locale.country).content);
  return brand.contact[region]?.email ?? CONTACT_REGIONS.map((r) => brand.contact[r]?.email).find(Boolean) ?? null;
}
