import { Breadcrumbs } from '../components/Breadcrumbs';
import type { AthleteSummary, AthleteView } from '../components/editorial-types';
import { Picture } from '../components/Picture';
import { ProductSection } from '../components/ProductSection';
import type { Crumb } from '../components/shop-types';
import { useT } from '../components/page-context';

const PORTRAIT_SIZES = [
  { maxWidth: 599, width: 320, height: 400 },
  { minWidth: 600, width: 300, height: 375 },
] as const;
const LARGE_PORTRAIT = [
  { maxWidth: 899, width: 600, height: 750 },
  { minWidth: 900, width: 560, height: 700 },
] as const;

export function AthleteCards({ athletes, headingLevel = 2 }: { athletes: AthleteSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <ul className="team-strip__list">
      {athletes.map((athlete, i) => (
        <li key={athlete.uid} className="athlete-card">
          <a href={athlete.href}>
            <Picture
              id={athlete.portrait.amplience_id}
              alt={athlete.portrait.alt ?? athlete.name}
              rules={PORTRAIT_SIZES}
              sizes="(max-width: 599px) 45vw, 300px"
              crop
              eager={i < 4}
              className="athlete-card__image"
            />
            <Heading className="athlete-card__name">{athlete.name}</Heading>
            <span className="athlete-card__discipline">{athlete.discipline}</span>
            <span className="athlete-card__from">{athlete.from}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** /{lang}/team: every athlete of the team. */
export function TeamPage({ title, lede, crumbs, athletes }: { title: string; lede: string; crumbs: Crumb[]; athletes: AthleteSummary[] }) {
  return (
    <div className="team-page">
      <Breadcrumbs crumbs={crumbs} />
      <header className="content-page__header">
        <h1>{title}</h1>
        <p className="content-page__lede">{lede}</p>
      </header>
      <AthleteCards athletes={athletes} />
    </div>
  );
}

/** /{lang}/team/{uid}: portrait, facts, quote, bio, results and the gear the athlete uses. */
export function AthletePage({ page }: { page: AthleteView }) {
  const t = useT();
  return (
    <article className="athlete">
      <Breadcrumbs crumbs={page.crumbs} />
      <div className="athlete__intro">
        <Picture
          id={page.portrait.amplience_id}
          alt={page.portrait.alt ?? page.name}
          rules={LARGE_PORTRAIT}
          sizes="(max-width: 899px) 100vw, 560px"
          crop
          priority
          className="athlete__portrait"
        />
        <div>
          <h1>{page.name}</h1>
          <dl className="athlete__facts">
            <dt>{t('team.discipline')}</dt>
            <dd>{page.discipline}</dd>
            <dt>{t('team.hometown')}</dt>
            <dd>{page.hometown}</dd>
            <dt>{t('team.country')}</dt>
            <dd>{page.country}</dd>
          </dl>
          <blockquote className="athlete__quote">
            <p>{page.quote}</p>
          </blockquote>
          <section className="athlete__bio" aria-labelledby="athlete-bio">
            <h2 id="athlete-bio">{page.about}</h2>
            {page.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        </div>
      </div>
      {page.results.length ? (
        <section className="results" aria-labelledby="athlete-results">
          <h2 id="athlete-results">{t('team.results')}</h2>
          <div className="table-scroll">
            <table>
              <caption className="visually-hidden">{page.resultsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('team.year')}</th>
                  <th scope="col">{t('team.event')}</th>
                  <th scope="col">{t('team.place')}</th>
                </tr>
              </thead>
              <tbody>
                {page.results.map((r, i) => (
                  <tr key={i}>
                    <td>{r.year}</td>
                    <th scope="row">{r.event}</th>
                    <td>{r.place}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <ProductSection id="athlete-gear" title={page.gearTitle} cards={page.gear} labels={page.labels} mode="grid" />
      {page.others.length ? (
        <section className="team-strip" aria-labelledby="athlete-others">
          <div className="product-section__head">
            <h2 id="athlete-others" className="section-title">
              {t('team.others')}
            </h2>
          </div>
          <AthleteCards athletes={page.others} headingLevel={3} />
        </section>
      ) : null}
    </article>
  );
}
