/** Fills `{name}` placeholders of a display text: fill('Only {count} left', { count: 3 }) → 'Only 3 left'. Unknown names stay as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
