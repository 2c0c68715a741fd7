import { Breadcrumbs } from '../components/Breadcrumbs';
import type { ContactView, SupportArticleView, SupportIndexView, SupportTopic } from '../components/editorial-types';
import { RichText } from '../components/RichText';
import { useT } from '../lib/page-context';

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
