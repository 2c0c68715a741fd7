const CRAWLER =
  /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|pinterest|vkshare|w3c_validator|baiduspider|yandex/i;

/** Crawlers get the complete document in one piece instead of a stream (STYLE 8). */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}
