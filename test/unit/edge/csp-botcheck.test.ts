/** The CSP opens to Turnstile's origin only on a response that shows its widget. */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../worker/edge/security-headers';
import { TURNSTILE_ORIGIN } from '../../../worker/ports/botcheck/turnstile';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('contentSecurityPolicy of a live preview', () => {
  it('lets no one frame a page by default', () => {
    expect(directive(contentSecurityPolicy('n0nce', { gtm: false }), 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('lets the stack app frame a preview and talk to it, and nothing else', () => {
    const csp = contentSecurityPolicy('n0nce', { gtm: false, framedBy: 'https://eu-app.contentstack.com' });
    expect(directive(csp, 'frame-ancestors')).toBe('frame-ancestors https://eu-app.contentstack.com');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://eu-app.contentstack.com");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n0nce'");
  });
});

describe('contentSecurityPolicy with a hosted bot check', () => {
  it('names no bot-check origin by default', () => {
    const csp = contentSecurityPolicy('n0nce', { gtm: false });
    expect(csp).not.toContain('challenges.cloudflare.com');
    expect(directive(csp, 'frame-src')).toBe('');
  });

  it("allows the widget's script, frame and calls when a form shows it", () => {
    const csp = contentSecurityPolicy('n0nce', { gtm: false, botcheck: TURNSTILE_ORIGIN });
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'nonce-n0nce' ${TURNSTILE_ORIGIN}`);
    expect(directive(csp, 'frame-src')).toBe(`frame-src 'self' ${TURNSTILE_ORIGIN}`);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${TURNSTILE_ORIGIN}`);
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });
});
