/**
 * View models of the pro pages: field messages of the pro forms (a refused code
 * says why) and the pro state on the account dashboard.
 */
import type { DisplayText, DisplayTextKey } from '../../../shared/display-text';
import type { Locale } from '../../rules/locale';
import { localePath } from '../../../shared/locale';
import { isExpired, PRO_CODE_REGIONS } from '../../rules/pro';
import type { ApiIssue } from '../../edge/errors';
import { fieldMessages, firstSegment, type FieldMessages } from '../../edge/field-messages';
import type { Vars } from '../../edge/app-env';
import { fill } from '../../../shared/fill';
import type { ProAccountView } from '../../../client/pages/ProPages';
import { dateText } from './account-view';

type CustomerState = Vars['customerState'];

/** The fields only the pro forms have: their messages are the pro page's own (proFieldErrors). */
const PRO_FIELDS = new Set(['proCode', 'proRegion', 'organisation', 'role']);

export const isProField = (issue: ApiIssue) => PRO_FIELDS.has(firstSegment(issue.path));

/** The messages of the pro fields' issues, next to their fields: `region` is the code region the form shows. */
export const proFieldErrors = (t: DisplayText, locale: Locale, issues: readonly ApiIssue[], region: string | undefined): FieldMessages =>
  fieldMessages(issues.filter(isProField), { message: (issue, field) => proFieldError(t, locale, issue, field, region) });

/** The message of a pro field's issue: a refused code with its reason (and end date or region), else what to enter. */
function proFieldError(t: DisplayText, locale: Locale, issue: ApiIssue & { expires?: string }, field: string, region: string | undefined) {
  switch (issue.message) {
    case 'unknown':
      return t['pro.error.unknown'];
    case 'expired':
      return fill(t['pro.error.expired'], { date: issue.expires ? dateText(locale, issue.expires) : '' });
    case 'wrong_region':
      return fill(t['pro.error.wrong_region'], { region: regionLabel(t, region) });
    default: {
      const key = field === 'proCode' ? 'code' : field === 'proRegion' ? 'region' : field;
      return t[`pro.error.${key}` as DisplayTextKey] ?? t['account.error.form'];
    }
  }
}

const regionLabel = (t: DisplayText, region: string | undefined) =>
  region && (PRO_CODE_REGIONS as readonly string[]).includes(region) ? t[`pro.region.${region}` as DisplayTextKey] : '';

/** The pro state on the account dashboard: a pro's welcome and tracker link, a lapsed code, or how to apply. */
export function proAccountView(state: CustomerState | undefined, t: DisplayText, locale: Locale, now = Date.now()): ProAccountView {
  const info = state?.customer?.proCodeInfo ?? null;
  const title = t['pro.account.title'];
  if (!state?.customer || !info) {
    return {
      title,
      text: t['pro.account.none'],
      link: { href: localePath(locale, '/pro/signup'), label: t['pro.form.noCode'] },
      badge: null,
    };
  }
  if (isExpired(info.expires, now)) {
    return {
      title,
      text: fill(t['pro.account.lapsed'], { date: dateText(locale, info.expires!) }),
      link: { href: localePath(locale, '/pro/signup'), label: t['pro.form.noCode'] },
      badge: null,
    };
  }
  return {
    title,
    text: fill(t['pro.account.welcome'], { name: state.customer.firstName }),
    link: { href: localePath(locale, '/pro'), label: t['pro.account.tracker'] },
    badge: state.isPro ? t['pro.badge'] : state.isEmployee ? t['pro.tracker.employee'] : null,
  };
}
