/** Reading shop pages in worker tests: decoded text of elements, JSON-LD blocks and island props. */
export function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
}

/** Text of the first `<h1>` (tags inside stripped). */
export function h1(html: string): string | null {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? decode(match[1]!.replace(/<[^>]+>/g, '')) : null;
}

export function title(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? decode(match[1]!) : null;
}

/** Every JSON-LD block, parsed (a block that does not parse makes the test fail here). */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** Props of every island marker with this name: the JSON data block that follows the marker (worker/render/Island.tsx). */
export function islandProps<T = Record<string, unknown>>(html: string, name: string): T[] {
  return [...html.matchAll(new RegExp(`data-island="${name}" data-island-id="([^"]+)"`, 'g'))].map((m) => {
    const block = new RegExp(`<script type="application/json" data-island-props="${m[1]}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
    if (!block) throw new Error(`island ${name} ${m[1]} has no props block`);
    return JSON.parse(block[1]!) as T;
  });
}

export function attr(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[1] ?? null;
}

/**
 * The modules the page's loader asks for after first paint (worker/render/module-loader.ts):
 * its entry first, then the chunks it modulepreloads.
 */
export function loaderModules(html: string): string[] {
  const loader = /<script\b[^>]*\sdata-module-loader[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!loader) throw new Error('the page has no module loader');
  // The call's arguments: the URLs' shared start and end, the entry's name, the chunks' names, two timings.
  const args = /\)\((.*)\)$/.exec(loader[1]!);
  if (!args) throw new Error('the module loader has no arguments');
  const [base, extension, entry, chunks] = JSON.parse(`[${args[1]}]`) as [string, string, string, string[]];
  return [entry, ...chunks].map((name) => base + name + extension);
}
