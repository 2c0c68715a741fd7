/**
 * The one helper that gives a form its bot check: the configured adapter
 * names the widget (ALTCHA's challenge path, or Turnstile's site key, action and script), and
 * a hosted widget opens this response's CSP to its origin (worker/edge/security-headers.ts).
 * Every protected form takes its props from here: the account, pro, contact and back-in-stock
 * forms, the product page's alert island and the footer's newsletter signup.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import type { BotcheckWidget } from '../ports/botcheck/types';
import { TURNSTILE_ORIGIN } from '../ports/botcheck/turnstile';
import type { DisplayText } from '../../shared/display-text';

export function botcheckWidget(c: Context<AppEnv>): BotcheckWidget {
  const widget = c.var.botcheck.widget();
  if (widget.kind === 'turnstile') c.set('botcheckOrigin', TURNSTILE_ORIGIN);
  return widget;
}

export const botcheckLabels = (t: DisplayText) => ({
  working: t['account.botcheck.working'],
  done: t['account.botcheck.done'],
  failed: t['account.botcheck.failed'],
  retry: t['account.botcheck.retry'],
  noscript: t['account.botcheck.noscript'],
});

/** The props of the Botcheck island (client/islands/Botcheck.tsx). */
export const botcheckProps = (c: Context<AppEnv>, t: DisplayText) => ({ widget: botcheckWidget(c), labels: botcheckLabels(t) });
