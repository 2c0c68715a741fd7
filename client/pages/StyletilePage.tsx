import { Breadcrumbs } from '../components/Breadcrumbs';
import { PageBlocks, type ResolvedBlock } from '../components/PageBlocks';
import { PriceBlock } from '../components/PriceBlock';
import { TagBadge } from '../components/TagBadge';
import type { CardLabels, Crumb, GridLabels } from '../components/shop-types';
import { useT } from '../components/page-context';
import type { DisplayTextKey } from '../../shared/display-text';

/** The design tokens of app.css and shop.css, named as the CSS names them. */
const COLORS: { token: string; hex: string; use: DisplayTextKey }[] = [
  { token: '--ink', hex: '#0e2a3b', use: 'styletile.use.ink' },
  { token: '--ink-soft', hex: '#3c5566', use: 'styletile.use.inkSoft' },
  { token: '--snow', hex: '#ffffff', use: 'styletile.use.snow' },
  { token: '--frost', hex: '#eef4f7', use: 'styletile.use.frost' },
  { token: '--mist', hex: '#d6e2e9', use: 'styletile.use.mist' },
  { token: '--ember', hex: '#b8321d', use: 'styletile.use.ember' },
  { token: '--pine', hex: '#1f5e4a', use: 'styletile.use.pine' },
  { token: '--focus', hex: '#1a73e8', use: 'styletile.use.focus' },
];

const STEPS = ['--step-4', '--step-3', '--step-2', '--step-1', '--step-0', '--step--1'] as const;

export interface StyletileView {
  crumbs: Crumb[];
  blocks: ResolvedBlock[];
  labels: GridLabels;
  priceLabels: CardLabels;
  samples: { regular: string; sale: string; original: string; discount: string; low: string; high: string };
}

/** /{lang}/styletile: colours, type scale, buttons, form fields and the shop's components. */
export function StyletilePage({ page }: { page: StyletileView }) {
  const t = useT();
  return (
    <div className="styletile">
      <Breadcrumbs crumbs={page.crumbs} />
      <header className="content-page__header">
        <h1>{t('route.styletile.title')}</h1>
        <p className="content-page__lede">{t('route.styletile.description')}</p>
      </header>

      <section className="styletile__section" aria-labelledby="st-colours">
        <h2 id="st-colours">{t('styletile.colours')}</h2>
        <ul className="swatch-grid">
          {COLORS.map((color) => (
            <li key={color.token} className="token">
              <span className="token__chip" style={{ background: `var(${color.token})` }} />
              <code className="token__name">{color.token}</code>
              <span className="token__hex">{color.hex}</span>
              <span className="token__use">{t(color.use)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="styletile__section" aria-labelledby="st-type">
        <h2 id="st-type">{t('styletile.type')}</h2>
        <ul className="type-scale">
          {STEPS.map((step, i) => (
            <li key={step}>
              <code>{step}</code>
              <span className={i < 4 ? 'type-scale__display' : 'type-scale__body'} style={{ fontSize: `var(${step})` }}>
                {t('styletile.sample')}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="styletile__section" aria-labelledby="st-buttons">
        <h2 id="st-buttons">{t('styletile.buttons')}</h2>
        <div className="styletile__row">
          <button type="button" className="button button--primary">
            {t('product.addToCart')}
          </button>
          <button type="button" className="button">
            {t('category.filters')}
          </button>
          <button type="button" className="button button--outline">
            {t('product.findDealer')}
          </button>
          <button type="button" className="button button--primary" disabled>
            {t('product.outOfStock')}
          </button>
          <a className="text-link" href="#st-buttons">
            {t('grid.viewAll')}
          </a>
        </div>
      </section>

      <section className="styletile__section" aria-labelledby="st-forms">
        <h2 id="st-forms">{t('styletile.forms')}</h2>
        <form className="styletile__form" action="#st-forms">
          <div className="field">
            <label className="field__label" htmlFor="st-email">
              {t('newsletter.emailLabel')}
            </label>
            <input id="st-email" className="field__input" type="email" autoComplete="email" placeholder="kari@example.no" />
            <p className="field__hint">{t('styletile.hint')}</p>
          </div>
          <div className="field field--error">
            <label className="field__label" htmlFor="st-name">
              {t('account.firstName')}
            </label>
            <input id="st-name" className="field__input" type="text" aria-invalid="true" aria-describedby="st-name-error" defaultValue="" />
            <p id="st-name-error" className="field__error">
              {t('form.required')}
            </p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="st-size">
              {t('product.size')}
            </label>
            <select id="st-size" className="field__input" defaultValue="42">
              {['40', '41', '42', '43', '44'].map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <label className="checkbox">
            <input type="checkbox" defaultChecked /> <span>{t('newsletter.consent')}</span>
          </label>
        </form>
      </section>

      <section className="styletile__section" aria-labelledby="st-components">
        <h2 id="st-components">{t('styletile.components')}</h2>
        <div className="styletile__row">
          <TagBadge tag="sale" label={t('tag.sale')} />
          <TagBadge tag="new" label={t('tag.new')} />
          <TagBadge tag="redesigned" label={t('tag.redesigned')} />
          <a className="chip" href="#st-components">
            {t('nav.skis')}
          </a>
          <a className="chip" href="#st-components" aria-current="page">
            {t('nav.boots')}
          </a>
        </div>
        <div className="styletile__row">
          <PriceBlock price={{ kind: 'regular', price: page.samples.regular }} labels={page.priceLabels} size="page" />
          <PriceBlock
            price={{ kind: 'sale', price: page.samples.sale, original: page.samples.original, discount: page.samples.discount, rrp: false }}
            labels={page.priceLabels}
            size="page"
          />
          <PriceBlock
            price={{ kind: 'sale', price: page.samples.sale, original: page.samples.original, discount: page.samples.discount, rrp: true }}
            labels={page.priceLabels}
            size="page"
          />
          <PriceBlock price={{ kind: 'range', low: page.samples.low, high: page.samples.high }} labels={page.priceLabels} size="page" />
        </div>
      </section>

      <PageBlocks blocks={page.blocks} labels={page.labels} />
    </div>
  );
}
