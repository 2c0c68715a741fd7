import type { CardLabels, PriceDisplay } from './shop-types';

type PriceLabels = Pick<CardLabels, 'rrp' | 'originalPrice' | 'salePrice' | 'save'>;

/**
 * A price, a sale (struck-through original, with the RRP label where it applies) or a
 * range. Used by cards, the product page and islands, so labels come in as props.
 */
export function PriceBlock({ price, labels, size = 'card' }: { price: PriceDisplay; labels: PriceLabels; size?: 'card' | 'page' }) {
  const className = `price price--${size}`;
  switch (price.kind) {
    case 'regular':
      return (
        <p className={className}>
          <span className="price__current">{price.price}</span>
        </p>
      );
    case 'range':
      return (
        <p className={className}>
          <span className="price__current">
            {price.low} – {price.high}
          </span>
        </p>
      );
    case 'sale':
      return (
        <p className={`${className} price--sale`}>
          <span className="visually-hidden">{`${labels.salePrice}: `}</span>
          <span className="price__current">{price.price}</span>{' '}
          {price.rrp ? (
            <span className="price__rrp">{labels.rrp} </span>
          ) : (
            <span className="visually-hidden">{`${labels.originalPrice}: `}</span>
          )}
          <s className="price__original">{price.original}</s>
          {size === 'page' ? <span className="price__save">{labels.save.replace('{amount}', price.discount)}</span> : null}
        </p>
      );
    default:
      return null;
  }
}
