import { Breadcrumbs } from '../components/Breadcrumbs';
import { StoreMap, type StoreMapData } from '../components/StoreMap';
import type { Crumb } from '../components/shop-types';
import type { HoursLine } from '../../shared/opening-hours';

export interface StoreView {
  uid: string;
  /** Position in the list, also the marker's number on the map. */
  n: number;
  name: string;
  type: string;
  address: string[];
  phone: string;
  phoneHref: string;
  website: string | null;
  /** "3.2 km away", when the visitor's position is known. */
  distance: string | null;
  directions: string;
  hours: HoursLine[];
  services: string[];
}

export interface SelectFilter {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}

export interface StoresPageProps {
  crumbs: Crumb[];
  title: string;
  lede: string;
  /** How the list is ordered, or why the filter was refused. */
  notice: { text: string; error: boolean };
  action: string;
  filters: SelectFilter[];
  submit: string;
  count: string;
  empty: string | null;
  stores: StoreView[];
  map: StoreMapData | null;
  labels: { address: string; phone: string; hours: string; services: string; directions: string; website: string; closed: string };
  /** The hosted store-locator script (spec §7), only when configured. */
  locatorScript: { src: string; nonce: string } | null;
}

/**
 * /{lang}/stores: the filter (a plain GET form), the list of stores nearest first, and the
 * shop's own map of the first of them. Without JavaScript everything works the same.
 */
export function StoresPage(props: StoresPageProps) {
  const { labels } = props;
  return (
    <article className="stores-page">
      <Breadcrumbs crumbs={props.crumbs} />
      <header className="stores-page__header">
        <h1>{props.title}</h1>
        <p className="stores-page__lede">{props.lede}</p>
      </header>
      <form className="stores-filter" method="get" action={props.action}>
        {props.filters.map((filter) => (
          <div className="field" key={filter.name}>
            <label className="field__label" htmlFor={`stores-${filter.name}`}>
              {filter.label}
            </label>
            <select className="field__input" id={`stores-${filter.name}`} name={filter.name} defaultValue={filter.value}>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button type="submit" className="button button--primary">
          {props.submit}
        </button>
      </form>
      <p
        className={`stores-page__notice${props.notice.error ? ' stores-page__notice--error' : ''}`}
        role={props.notice.error ? 'alert' : undefined}
      >
        {props.notice.text}
      </p>
      <div className="stores-page__body">
        <section className="stores-page__list" aria-labelledby="stores-list-title">
          <h2 id="stores-list-title" className="stores-page__count">
            {props.count}
          </h2>
          {props.empty ? <p>{props.empty}</p> : null}
          <ol className="store-list">
            {props.stores.map((store) => (
              <li key={store.uid} className="store-card" id={`store-${store.uid}`} data-store-uid={store.uid}>
                <h3 className="store-card__name">
                  <span className="store-card__n" aria-hidden="true">
                    {store.n}
                  </span>
                  {store.name}
                </h3>
                <p className="store-card__meta">
                  <span className="store-card__type">{store.type}</span>
                  {store.distance ? <span className="store-card__distance">{store.distance}</span> : null}
                </p>
                <address className="store-card__address" aria-label={labels.address}>
                  {store.address.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
                <p className="store-card__links">
                  <a href={store.phoneHref}>
                    {labels.phone}: {store.phone}
                  </a>
                  <a href={store.directions} rel="noopener noreferrer">
                    {labels.directions}
                  </a>
                  {store.website ? (
                    <a href={store.website} rel="noopener noreferrer">
                      {labels.website}
                    </a>
                  ) : null}
                </p>
                <h4 className="store-card__label">{labels.hours}</h4>
                <dl className="store-card__hours">
                  {store.hours.map((line) => (
                    <div key={line.days}>
                      <dt>{line.days}</dt>
                      <dd>{line.time ?? labels.closed}</dd>
                    </div>
                  ))}
                </dl>
                {store.services.length ? (
                  <>
                    <h4 className="store-card__label">{labels.services}</h4>
                    <ul className="store-card__services">
                      {store.services.map((s) => (
                        <li key={s}>{s}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
        {props.map ? <StoreMap map={props.map} /> : null}
      </div>
      {props.locatorScript ? (
        <>
          <div id="store-locator" className="stores-page__locator" />
          <script src={props.locatorScript.src} nonce={props.locatorScript.nonce} async />
        </>
      ) : null}
    </article>
  );
}
