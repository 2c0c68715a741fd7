import { Breadcrumbs } from '../components/Breadcrumbs';
import { CountryList } from '../components/CountryList';
import type { Crumb } from '../components/shop-types';
import type { CountryChoice } from '../../shared/country-choices';

export interface CountryPageProps {
  crumbs: Crumb[];
  title: string;
  lede: string;
  current: string;
  heading: string;
  /** Why a choice was refused (400), else null. */
  error: string | null;
  countries: CountryChoice[];
  chooseLabel: string;
  currentLabel: string;
}

/** /{lang}/country: every country of spec §9 with its languages, as plain links. */
export function CountryPage(props: CountryPageProps) {
  return (
    <article className="country-page">
      <Breadcrumbs crumbs={props.crumbs} />
      <header className="country-page__header">
        <h1>{props.title}</h1>
        <p className="country-page__lede">{props.lede}</p>
        <p className="country-page__current">{props.current}</p>
      </header>
      {props.error ? (
        <p className="country-page__error" role="alert">
          {props.error}
        </p>
      ) : null}
      <h2>{props.heading}</h2>
      <CountryList countries={props.countries} chooseLabel={props.chooseLabel} currentLabel={props.currentLabel} />
    </article>
  );
}
