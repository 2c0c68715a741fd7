/**
 * Cloudflare Turnstile in the browser: loads its script once (only on a page whose form
 * needs it; the server's CSP allows the origin on those responses only), draws the widget
 * into the form and resolves with its token, or null when the challenge fails or expires.
 */
interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi | null> | null = null;

function loadScript(src: string): Promise<TurnstileApi | null> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(window.turnstile ?? null);
    script.onerror = () => {
      loading = null;
      resolve(null);
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function turnstileToken(
  widget: { siteKey: string; action: string; script: string },
  container: HTMLElement,
  signal?: AbortSignal,
): Promise<string | null> {
  const api = await loadScript(widget.script);
  if (!api || signal?.aborted) return null;
  return new Promise((resolve) => {
    const id = api.render(container, {
      sitekey: widget.siteKey,
      action: widget.action,
      // The island owns field `altcha`; the widget adds no field of its own.
      'response-field': false,
      callback: (token: string) => resolve(token),
      'error-callback': () => resolve(null),
      'expired-callback': () => resolve(null),
    });
    signal?.addEventListener('abort', () => {
      api.remove(id);
      resolve(null);
    });
  });
}
