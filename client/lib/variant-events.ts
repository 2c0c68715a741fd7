/**
 * The product page's islands are separate React roots; the options panel tells the gallery
 * which colour is chosen through one DOM event on window.
 */
export const COLOR_EVENT = 'loipe:color';

export function announceColor(color: string): void {
  window.dispatchEvent(new CustomEvent(COLOR_EVENT, { detail: { color } }));
}

export function onColor(handler: (color: string) => void): () => void {
  const listener = (event: Event) => {
    const color = (event as CustomEvent<{ color?: unknown }>).detail?.color;
    if (typeof color === 'string') handler(color);
  };
  window.addEventListener(COLOR_EVENT, listener);
  return () => window.removeEventListener(COLOR_EVENT, listener);
}

/** The options panel's chosen variant, for the back-in-stock form beside it. */
export const VARIANT_EVENT = 'loipe:variant';

export function announceVariant(id: number): void {
  window.dispatchEvent(new CustomEvent(VARIANT_EVENT, { detail: { id } }));
}

export function onVariant(handler: (id: number) => void): () => void {
  const listener = (event: Event) => {
    const id = (event as CustomEvent<{ id?: unknown }>).detail?.id;
    if (typeof id === 'number') handler(id);
  };
  window.addEventListener(VARIANT_EVENT, listener);
  return () => window.removeEventListener(VARIANT_EVENT, listener);
}
