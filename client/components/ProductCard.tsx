import { useState, type KeyboardEvent } from 'react';
import { fill } from '../../shared/fill';
import { IMAGE_QUALITY } from '../../shared/image-url';
import { CARD_SIZES, SLIDER_SIZES } from '../../shared/image-sizes';
import { SWATCH_LIMIT, showsSwatches, withColor } from '../../shared/swatches';
import { Picture, STUDIO_BACKGROUND } from './Picture';
import { PriceBlock } from './PriceBlock';
import { TagBadge } from './TagBadge';
import type { CardLabels, ProductCardData } from './shop-types';
import { countText } from '../../shared/count-text';

/** Slot widths of a card: one column under 600 px, two from 600, four from 900 (main is at most 1440 wide). */
export const CARD_SLOT =
  '(max-width: 599px) calc(100vw - 32px), (max-width: 899px) calc(50vw - 21px), (max-width: 1440px) calc(25vw - 16px), 345px';

export interface ProductCardProps {
  card: ProductCardData;
  labels: CardLabels;
  slider?: boolean;
  /** Above the fold: the first cards of a listing load eagerly. */
  eager?: boolean;
  /** The listing's first picture, the page's largest one above the fold. */
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
  onSelect?: () => void;
}

/**
 * Spec §2 card: image, tag, name, categories, price and colour swatches. Hovering,
 * clicking or pressing Enter on a swatch switches the colour and the image; the links
 * then carry the colour as lowercase `color` parameter.
 */
export function ProductCard({
  card,
  labels,
  slider = false,
  eager = false,
  priority = false,
  headingLevel = 3,
  onSelect,
}: ProductCardProps) {
  const [selected, setSelected] = useState(card.initial ?? 0);
  const color = card.colors[selected] ?? card.colors[0];
  const href = color && selected !== 0 ? withColor(card.href, color.name) : card.href;
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const choose = (index: number) => setSelected(index);
  const onKey = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      choose(index);
    }
  };
  const count = card.colors.length;

  return (
    <article className="card" data-uid={card.uid}>
      {/* biome-ignore lint/a11y/useAnchorContent: the picture duplicates the title link and is hidden from assistive technology and the tab order */}
      <a className="card__media" href={href} tabIndex={-1} aria-hidden="true" onClick={onSelect}>
        {color ? (
          <Picture
            id={color.image}
            alt=""
            rules={slider ? SLIDER_SIZES : CARD_SIZES}
            sizes={CARD_SLOT}
            quality={IMAGE_QUALITY.card}
            priority={priority}
            eager={eager}
            background={STUDIO_BACKGROUND}
            className="card__image"
          />
        ) : null}
      </a>
      <TagBadge tag={card.tag} label={card.tag ? labels.tags[card.tag] : undefined} />
      <div className="card__body">
        <Heading className="card__title">
          <a href={href} onClick={onSelect}>
            {card.title}
            {color && count > 1 ? <span className="visually-hidden">{`, ${fill(labels.colour, { name: color.label })}`}</span> : null}
          </a>
        </Heading>
        {card.categories?.length ? <p className="card__categories">{card.categories.join(' · ')}</p> : null}
        {card.price ? <PriceBlock price={card.price} labels={labels} /> : null}
        {showsSwatches(count) ? (
          <div className="swatches" data-count={count}>
            <ul className="swatches__list">
              {card.colors.map((c, index) => (
                // Only the swatches CSS may hide (from the mobile limit on, by data-index) need naming.
                <li
                  key={c.name}
                  className={index >= SWATCH_LIMIT.mobile ? 'swatches__item' : undefined}
                  data-index={index >= SWATCH_LIMIT.mobile ? index : undefined}
                >
                  <button
                    type="button"
                    className="swatch"
                    aria-pressed={index === selected}
                    aria-label={fill(labels.colour, { name: c.label })}
                    style={{ '--swatch': c.hex } as Record<string, string>}
                    onMouseEnter={() => choose(index)}
                    onClick={() => choose(index)}
                    onKeyDown={onKey(index)}
                  />
                </li>
              ))}
            </ul>
            {count > SWATCH_LIMIT.mobile ? (
              <a
                className="swatches__more swatches__more--mobile"
                href={card.href}
                aria-label={countText(labels.moreColoursLabel, count - SWATCH_LIMIT.mobile, labels.lang)}
              >
                {fill(labels.moreColours, { count: count - SWATCH_LIMIT.mobile })}
              </a>
            ) : null}
            {count > SWATCH_LIMIT.desktop ? (
              <a
                className="swatches__more swatches__more--desktop"
                href={card.href}
                aria-label={countText(labels.moreColoursLabel, count - SWATCH_LIMIT.desktop, labels.lang)}
              >
                {fill(labels.moreColours, { count: count - SWATCH_LIMIT.desktop })}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * Spec §2 skeleton: a card shape that says 'Loading' for name and price; one item of the
 * grid's list (hidden from assistive technology there). CSS draws the picture's box
 * (`.card--skeleton::before`) and styles the two lines as a card's name and price, so each
 * of the 4–6 skeletons is a few elements without classes of their own.
 */
export function CardSkeleton({ label }: { label: string }) {
  return (
    <li className="card card--skeleton">
      <div className="card__body">
        <p>{label}</p>
        <p>{label}</p>
      </div>
    </li>
  );
}
