/**
 * Fills `{name}` placeholders of a display text: fill('Only {count} left', { count: 3 }) →
 * 'Only 3 left'. Unknown names stay as written; only the values' own keys count, so
 * '{constructor}' is not filled from Object's prototype. The one filler of client and worker.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
