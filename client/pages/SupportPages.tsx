import { Breadcrumbs } from '../components/Breadcrumbs';
import type { ContactView, SupportArticleView, SupportIndexView, SupportTopic } from '../components/editorial-types';
import { RichText } from '../components/RichText';
import { useT } from '../components/page-context';
import type { BotcheckProps } from '../islands/Botcheck';
import { Field, FormBasics, FormNotice, type FieldErrors, type NoticeView, BotcheckField } from '../components/AccountForm';

function Topics({ topics, headingLevel = 2 }: { topics: SupportTopic[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <ul className="topics">
      {topics.map((topic) => (
        <li key={topic.uid}>
          <a className="topic" href={topic.href}>
            <Heading className="topic__title">{topic.title}</Heading>
            <span className="topic__summary">{topic.summary}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One contact region: office, country, phone, email, address and opening hours (local time). */
export function ContactCard({ contact, headingLevel = 3 }: { contact: ContactView; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div className={contact.mine ? 'contact contact--mine' : 'contact'} data-region={contact.region}>
      {contact.mine ? <p className="contact__badge">{t('support.yourRegion')}</p> : null}
      <Heading className="contact__title">{contact.title}</Heading>
      <p className="contact__country">{contact.country}</p>
      <dl>
        <dt>{t('support.phone')}</dt>
        <dd>
          <a href={contact.phoneHref}>{contact.phone}</a>
        </dd>
        <dt>{t('support.email')}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>{t('support.address')}</dt>
        <dd>{contact.address}</dd>
        <dt>{t('support.hours')}</dt>
        <dd>
          <ul className="contact__hours">
            {contact.hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
      </dl>
    </div>
  );
}

/** /{lang}/support: the help topics and the contact regions of spec §9. */
export function SupportIndexPage({ page }: { page: SupportIndexView }) {
  const t = useT();
  return (
    <div className="support-page">
      <Breadcrumbs crumbs={page.crumbs} />
      <header className="content-page__header">
        <h1>{page.title}</h1>
        <p className="content-page__lede">{page.lede}</p>
      </header>
      <section aria-labelledby="support-topics">
        <h2 id="support-topics" className="section-title">
          {t('support.topics')}
        </h2>
        <Topics topics={page.topics} headingLevel={3} />
        {page.contactHref ? (
          <p className="support-contact-link">
            {t('contact.linkIntro')}{' '}
            <a className="button button--secondary" href={page.contactHref}>
              {t('contact.link')}
            </a>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="support-regions">
        <h2 id="support-regions" className="section-title">
          {t('support.regions')}
        </h2>
        <p className="contacts__intro">{t('support.regionsIntro')}</p>
        <ul className="contacts">
          {page.contacts.map((contact) => (
            <li key={contact.region}>
              <ContactCard contact={contact} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** /{lang}/support/{uid}: one help article, other topics and the visitor's customer service. */
export function SupportArticlePage({ page }: { page: SupportArticleView }) {
  const t = useT();
  return (
    <div className="support-page">
      <Breadcrumbs crumbs={page.crumbs} />
      <header className="content-page__header">
        <h1>{page.title}</h1>
        <p className="content-page__lede">{page.summary}</p>
      </header>
      <div className="support-article">
        <article>
          <RichText blocks={page.body} className="rich-text" />
        </article>
        <aside className="support-article__aside">
          {page.contact ? (
            <section aria-labelledby="support-help">
              <h2 id="support-help">{t('support.stillNeedHelp')}</h2>
              <ContactCard contact={page.contact} />
              {page.contactHref ? (
                <p>
                  <a className="text-link" href={page.contactHref}>
                    {t('contact.link')}
                  </a>
                </p>
              ) : null}
            </section>
          ) : null}
          <nav aria-labelledby="support-others">
            <h2 id="support-others">{t('support.otherTopics')}</h2>
            <ul>
              {page.others.map((topic) => (
                <li key={topic.uid}>
                  <a className="text-link" href={topic.href}>
                    {topic.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </div>
  );
}

export interface ContactFormView {
  title: string;
  lede: string;
  crumbs: SupportIndexView['crumbs'];
  action: string;
  csrfToken: string | null;
  /** The topics offered, value and label, in the page's language. */
  topics: { value: string; label: string }[];
  values: Record<string, string>;
  errors: FieldErrors;
  notice: NoticeView | null;
  botcheck: BotcheckProps;
  /** Every contact region of spec §9, the visitor's own first. */
  contacts: ContactView[];
}

/**
 * /{lang}/support/contact: a plain form (name, email, topic, order number, message) that
 * posts to its own path and shows field errors next to the fields; the visitor's customer
 * service with phone and opening hours beside it, the other regions below.
 */
export function SupportContactPage({ page }: { page: ContactFormView }) {
  const t = useT();
  const [mine, ...others] = page.contacts;
  const topicError = page.errors.topic;
  const messageError = page.errors.message;
  return (
    <div className="support-page">
      <Breadcrumbs crumbs={page.crumbs} />
      <header className="content-page__header">
        <h1>{page.title}</h1>
        <p className="content-page__lede">{page.lede}</p>
      </header>
      <div className="support-article">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="visually-hidden">
            {page.title}
          </h2>
          <FormNotice notice={page.notice} />
          <form className="account-form contact-form" method="post" action={page.action} noValidate>
            <FormBasics csrfToken={page.csrfToken} />
            <Field
              idPrefix="contact"
              name="name"
              label={t('contact.name')}
              autoComplete="name"
              required
              value={page.values.name}
              errors={page.errors}
            />
            <Field
              idPrefix="contact"
              name="email"
              type="email"
              label={t('contact.email')}
              autoComplete="email"
              required
              value={page.values.email}
              errors={page.errors}
            />
            <Field idPrefix="contact" name="topic" label={t('contact.topic')} errors={page.errors}>
              <select
                id="contact-topic"
                className="field__input"
                name="topic"
                defaultValue={page.values.topic ?? ''}
                required
                aria-invalid={topicError ? true : undefined}
                aria-describedby={topicError ? 'contact-topic-error' : undefined}
              >
                <option value="">{t('contact.topic.choose')}</option>
                {page.topics.map((topic) => (
                  <option key={topic.value} value={topic.value}>
                    {topic.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              idPrefix="contact"
              name="order"
              label={t('contact.order')}
              hint={t('contact.orderHint')}
              value={page.values.order}
              errors={page.errors}
            />
            <Field idPrefix="contact" name="message" label={t('contact.message')} errors={page.errors}>
              <textarea
                id="contact-message"
                className="field__input contact-form__message"
                name="message"
                rows={8}
                maxLength={5000}
                required
                defaultValue={page.values.message}
                aria-invalid={messageError ? true : undefined}
                aria-describedby={messageError ? 'contact-message-error' : undefined}
              />
            </Field>
            <BotcheckField props={page.botcheck} error={page.errors.altcha} />
            <button type="submit" className="button button--primary">
              {t('contact.submit')}
            </button>
          </form>
        </section>
        <aside className="support-article__aside" aria-labelledby="contact-call">
          <h2 id="contact-call">{t('contact.callUs')}</h2>
          {mine ? <ContactCard contact={mine} /> : null}
        </aside>
      </div>
      {others.length ? (
        <section aria-labelledby="support-regions">
          <h2 id="support-regions" className="section-title">
            {t('support.regions')}
          </h2>
          <p className="contacts__intro">{t('support.regionsIntro')}</p>
          <ul className="contacts">
            {others.map((contact) => (
              <li key={contact.region}>
                <ContactCard contact={contact} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
