import type { CountryChoice } from '../../shared/country-choices';

/**
 * Every country with its languages, as links: the country page and the header's dialog
 * show the same list. Each link names its language in that language (`lang` set for
 * screen readers); the current choice carries aria-current.
 */
export function CountryList({
  countries,
  chooseLabel,
  currentLabel,
}: {
  countries: CountryChoice[];
  chooseLabel: string;
  currentLabel: string;
}) {
  return (
    <ul className="country-list">
      {countries.map((country) => (
        <li
          key={country.value}
          className={`country-list__country${country.current ? ' country-list__country--current' : ''}`}
          data-country={country.value}
        >
          <span className="country-list__name" id={`country-${country.value}`}>
            {country.name}
          </span>
          <ul className="country-list__languages" aria-label={chooseLabel.replace('{country}', country.name)}>
            {country.languages.map((language) => (
              <li key={language.prefix}>
                <a
                  href={language.href}
                  hrefLang={language.language}
                  rel="nofollow"
                  aria-current={language.current ? 'true' : undefined}
                  data-locale={language.prefix}
                >
                  <span lang={language.language}>{language.label}</span>
                  {language.current ? <span className="visually-hidden"> ({currentLabel})</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
