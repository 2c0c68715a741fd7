import { useEffect, useMemo, useRef, useState } from 'react';
import { useKeenSlider } from 'keen-slider/react.es';
import { dragThreshold, sliderOptions } from '../lib/slider';
import { pushEvent, selectItemEvent, viewItemListEvent } from '../../shared/analytics';
import { GRID_SPACING_PX, sliderBreakpoints } from '../../shared/grid';
import { ProductCard } from '../components/ProductCard';
import type { GridLabels, ProductCardData } from '../components/shop-types';
import { unpackCards, unpackGridLabels, type WireCards, type WireGridLabels } from '../components/card-wire';
import { reportResultClick, type SearchClickContext } from '../../shared/search-click';

/** `cards` (and their link stem `base`) packed by packCards (client/components/card-wire.ts): what the card does not already say. */
export interface ProductGridProps extends WireCards {
  /** Only the labels the grid's cards and mode can show (packGridLabels). */
  labels: WireGridLabels;
  mode: 'grid' | 'slider';
  /** Grid title and id for analytics (spec §2: clicks are recorded only when both exist). */
  list: { name: string; id: string } | null;
  /** How many leading cards load eagerly (above the fold); the first of them gets fetchpriority high. */
  eager?: number;
  headingLevel?: 2 | 3 | 4;
  /** Search results: a card's click is reported to the engine as a click on its document (`ids`, by card). */
  searchClicks?: SearchClickContext & { ids: string[] };
}

/** The grid's props with its cards unpacked. */
type GridView = Omit<ProductGridProps, 'cards' | 'labels'> & { cards: ProductCardData[]; labels: GridLabels };

/** Fires `view_item_list` once, the first time the grid scrolls into view. */
function useListView(root: React.RefObject<HTMLElement | null>, props: GridView) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires once on mount by design (first view of the list)
  useEffect(() => {
    const element = root.current;
    if (!element || props.cards.length === 0) return;
    const list = props.list ?? { name: '', id: '' };
    const fire = () =>
      pushEvent(
        viewItemListEvent(
          list,
          props.cards.map((c) => c.analytics),
        ),
      );
    if (typeof IntersectionObserver === 'undefined') {
      fire();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        fire();
      },
      { threshold: 0.2 },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // The cards of a grid never change after render; the event belongs to this mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function Slider(props: GridView & { onSelect: (index: number) => () => void }) {
  const { cards, labels } = props;
  const [ready, setReady] = useState(false);
  const [position, setPosition] = useState({ index: 0, max: 0 });
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    sliderOptions({
      slides: { perView: 1, spacing: GRID_SPACING_PX },
      breakpoints: sliderBreakpoints(),
      created(s) {
        setReady(true);
        setPosition({ index: s.track.details.rel, max: s.track.details.maxIdx });
      },
      slideChanged(s) {
        setPosition({ index: s.track.details.rel, max: s.track.details.maxIdx });
      },
      updated(s) {
        setPosition({ index: s.track.details.rel, max: s.track.details.maxIdx });
      },
    }),
    [dragThreshold()],
  );
  // Tabbing to a card that is off screen brings it into view.
  const onFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    const slide = (event.target as HTMLElement).closest<HTMLElement>('[data-slide]');
    const index = Number(slide?.dataset.slide ?? -1);
    const s = slider.current;
    if (!s || index < 0) return;
    const perView = Math.round(s.size / ((s.slides[0]?.getBoundingClientRect().width ?? s.size) + GRID_SPACING_PX)) || 1;
    if (index < position.index || index >= position.index + perView) s.moveToIdx(Math.min(index, s.track.details.maxIdx));
  };
  return (
    <div className="grid-slider" data-ready={ready}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus within a slide scrolls it into view; the cards are the controls */}
      <div ref={sliderRef} className="grid-slider__track keen-slider" onFocus={onFocus}>
        {cards.map((card, index) => (
          <div key={card.uid} className="grid-slider__slide" data-slide={index}>
            <ProductCard
              card={card}
              labels={labels}
              slider
              eager={index < (props.eager ?? 0)}
              priority={index === 0 && (props.eager ?? 0) > 0}
              headingLevel={props.headingLevel}
              onSelect={props.onSelect(index)}
            />
          </div>
        ))}
      </div>
      {/* The arrows are written once the slider runs and can move (before, they could only be hidden). */}
      {ready && position.max > 0 ? (
        <div className="grid-slider__controls">
          <button
            type="button"
            className="slider-arrow slider-arrow--prev"
            aria-label={labels.previous}
            disabled={position.index <= 0}
            onClick={() => slider.current?.prev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="slider-arrow slider-arrow--next"
            aria-label={labels.next}
            disabled={position.index >= position.max}
            onClick={() => slider.current?.next()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Spec §2 product grid: a grid or a horizontal slider of cards, with list analytics. */
export default function ProductGrid(wire: ProductGridProps) {
  const props: GridView = useMemo(() => ({ ...wire, cards: unpackCards(wire), labels: unpackGridLabels(wire.labels) }), [wire]);
  const root = useRef<HTMLDivElement>(null);
  useListView(root, props);
  const onSelect = (index: number) => () => {
    const card = props.cards[index];
    if (card) pushEvent(selectItemEvent(props.list ?? {}, card.analytics, index));
    const id = props.searchClicks?.ids[index];
    if (props.searchClicks && id) reportResultClick(props.searchClicks, id);
  };
  return (
    <div ref={root} className={`product-grid product-grid--${props.mode}`}>
      {props.mode === 'slider' ? (
        <Slider {...props} onSelect={onSelect} />
      ) : (
        <ul className="product-grid__list">
          {props.cards.map((card, index) => (
            <li key={card.uid} className="product-grid__item">
              <ProductCard
                card={card}
                labels={props.labels}
                eager={index < (props.eager ?? 0)}
                priority={index === 0 && (props.eager ?? 0) > 0}
                headingLevel={props.headingLevel}
                onSelect={onSelect(index)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
