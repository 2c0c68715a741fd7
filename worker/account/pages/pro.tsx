/**
 * The pro pages, every language, plain forms that work without JavaScript:
 * - /{lang}/pro/signup: the pro application (name, email, password, organisation, role,
 *   region, pro code; bot check) → the account with its pro code info, signed in;
 * - /{lang}/pro/create: the same account for someone who already holds a code (no
 *   organisation or role asked);
 * - /{lang}/pro: the content page, plus the spend tracker for a signed-in pro.
 * A refused code (unknown, expired, another region) says why next to the field; the bot
 * check comes before any code lookup, so codes cannot be tried out by machine.
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../../edge/app-env';
import { localePath } from '../../../shared/locale';
import { isExpired, PRO_CODE_REGIONS, brandIdFor, spendPercent, type ProCodeInfo } from '../../rules/pro';
import type { ApiIssue } from '../../edge/errors';
import { pageRequest, type PageRequest } from '../../render/render-page';
import { accountDeps, signIn } from '../customer-session';
import { CreateAccountBody } from '../use-cases';
import { createWithProCode, PRO_ROLES, proRegionOf } from '../pro-signup';
import { botcheck } from '../../edge/botcheck';
import { formIssues, validate } from '../../edge/validate';
import { proOrderTotal } from '../../edge/pro-state';
import { fill } from '../../../shared/fill';
import { ProFormPage } from '../../../client/pages/ProPages';
import { ProTracker, type ProTrackerView } from '../../../client/components/ProTracker';
import type { NoticeView } from '../../../client/components/AccountForm';
import { at, botcheckProps, fields, formPage, redirect, show } from './form-page';
import { dateText } from './account-view';
import { pageMoney } from '../../render/shop-context';
import { contentPageRoute } from '../../content';
import { isProField, proFieldErrors } from './pro-view';

type C = Context<AppEnv>;
type Kind = 'signup' | 'create';

async function proFormPage(c: C, kind: Kind, values: Record<string, string> = {}, issues: ApiIssue[] = [], status = 200) {
  const request = await pageRequest(c);
  const t = request.context.text;
  const locale = request.context.locale;
  const title = t[kind === 'signup' ? 'route.proSignup.title' : 'route.proCreate.title'];
  const own = issues.filter((i) => !isProField(i));
  const shown = { proRegion: proRegionOf(request.context.regions.content) ?? '', ...values };
  const page = await formPage(c, request, title, shown, own);
  const proErrors = proFieldErrors(t, locale, issues, shown.proRegion);
  page.errors = { ...page.errors, ...proErrors };
  // A refused code is the whole story: the alert says why (and the field repeats it).
  const refused = issues.find((i) => i.path === 'proCode' && ['unknown', 'expired', 'wrong_region'].includes(i.message));
  if (refused) page.notice = { kind: 'error', text: proErrors.proCode! } satisfies NoticeView;
  else if (issues.length && !page.notice) page.notice = { kind: 'error', text: t['account.error.form'] };
  const state = c.get('customerState');
  const signedIn = state?.customer
    ? { text: fill(t['pro.form.signedIn'], { email: state.customer.email }), signOut: at(c, '/account/sign-out') }
    : null;
  const other =
    kind === 'signup'
      ? { href: at(c, '/pro/create'), label: t['pro.form.haveCode'] }
      : { href: at(c, '/pro/signup'), label: t['pro.form.noCode'] };
  return show(
    c,
    request,
    title,
    <ProFormPage
      kind={kind}
      page={page}
      action={at(c, `/pro/${kind}`)}
      intro={t[kind === 'signup' ? 'pro.form.signupIntro' : 'pro.form.createIntro']}
      regions={PRO_CODE_REGIONS.map((r) => ({ value: r, label: t[`pro.region.${r}`] }))}
      roles={PRO_ROLES.map((r) => ({ value: r, label: t[`pro.role.${r}`] }))}
      botcheck={botcheckProps(c, request)}
      links={{ other, about: { href: at(c, '/pro'), label: t['route.pro.title'] }, signIn: at(c, '/account') }}
      signedIn={signedIn}
    />,
    status,
  );
}

/**
 * The pro application as one schema: the account's and the pro fields (CreateAccountBody),
 * plus the fields this page asks for (a code and its region; organisation and role to apply),
 * each named `required` only when it has no other problem.
 */
type Body = v.InferOutput<typeof CreateAccountBody>;
type Asked = 'organisation' | 'role' | 'proRegion' | 'proCode';
const PRO_ASKS: Record<Kind, Asked[]> = { signup: ['organisation', 'role', 'proRegion', 'proCode'], create: ['proRegion', 'proCode'] };
const asked = (name: Asked) =>
  v.forward<Body, v.PartialCheckIssue<Pick<Body, Asked>>, [Asked]>(
    v.partialCheck<Body, [[Asked]], Pick<Body, Asked>, 'required'>([[name]], (input) => Boolean(input[name]?.trim()), 'required'),
    [name],
  );
const proFormBody = (kind: Kind) => v.pipe(CreateAccountBody, ...PRO_ASKS[kind].map(asked));
const ProSignupBody = proFormBody('signup');
const ProCreateBody = proFormBody('create');

/** Someone signed in already has an account: the form again, saying who is signed in (409). */
const guestsOnly = (kind: Kind) =>
  createMiddleware<AppEnv>(async (c, next) => (c.get('customerState')?.customer ? proFormPage(c, kind, await fields(c), [], 409) : next()));

async function proForm(c: C, kind: Kind) {
  const values = await fields(c);
  const { organisation: _o, role: _r, ...created } = values;
  const input = kind === 'signup' ? values : created;
  const outcome = await createWithProCode({ ...accountDeps(c), call: c.var.call }, input, c.get('regions').content, Date.now());
  if (!outcome.ok) return proFormPage(c, kind, values, outcome.problem.issues, outcome.problem.status);
  await signIn(c, outcome.value);
  return redirect(c, `${at(c, '/pro')}?status=welcome`);
}

/**
 * POST /pro/{kind}: guests only, then the bot check (before any code lookup), then the form
 * read by its schema; each refusal answers the page again with its messages.
 */
const proPost = (kind: Kind, schema: typeof ProSignupBody) =>
  [
    guestsOnly(kind),
    // Every problem at once: a refused bot check names the fields' problems beside its own.
    botcheck((c, values, problem) => proFormPage(c, kind, values, [...problem.issues, ...formIssues(schema, values)], problem.status)),
    validate('form', schema, (c, { values, issues }) => proFormPage(c, kind, values, issues, 400)),
    (c: C) => proForm(c, kind),
  ] as const;

// ---- the spend tracker on /pro ----

/** A customer record as the pro state reads it, from the request's store state. */
const recordOf = (summary: { id: number; email: string; firstName: string; lastName: string; groupId: number | null; notes: string }) => ({
  id: summary.id,
  email: summary.email,
  first_name: summary.firstName,
  last_name: summary.lastName,
  customer_group_id: summary.groupId,
  notes: summary.notes,
});

async function trackerFor(c: C, request: PageRequest) {
  const state = c.get('customerState');
  const summary = state?.customer;
  const info: ProCodeInfo | null = summary?.proCodeInfo ?? null;
  if (!state || !summary || !info) return null;
  const t = request.context.text;
  const { locale, regions } = request.context;
  const now = Date.now();
  const welcome =
    c.req.query('status') === 'welcome' ? (
      <p className="account-notice" role="status">
        {fill(t['pro.account.welcome'], { name: summary.firstName })}
      </p>
    ) : null;
  if (isExpired(info.expires, now)) {
    return (
      <p className="account-notice account-notice--error" role="status">
        {fill(t['pro.account.lapsed'], { date: dateText(locale, info.expires!) })}
      </p>
    );
  }
  const view: ProTrackerView = {
    title: t['pro.tracker.title'],
    progressLabel: t['pro.tracker.progress'],
    percent: 0,
    spent: '',
    left: '',
    period: null,
    expires: info.expires ? fill(t['pro.tracker.expires'], { date: dateText(locale, info.expires) }) : null,
    group: state.customerGroup ? fill(t['pro.tracker.group'], { group: state.customerGroup.name }) : null,
    code: fill(t['pro.tracker.code'], { code: info.code }),
    employee: state.isEmployee ? t['pro.tracker.employee'] : null,
    unavailable: null,
    note: regions.shopping ? null : t['pro.tracker.dealers'],
    action: regions.shopping ? { href: localePath(locale, '/c/skis'), label: t['pro.tracker.shop'] } : null,
  };
  try {
    const mx = c.var.call.commerce(regions.commerce);
    const [total, money] = await Promise.all([
      proOrderTotal(c.var.commerce, mx, recordOf(summary), brandIdFor(regions.commerce), now),
      pageMoney(c, locale),
    ]);
    const m = (minor: number) => money(minor, total.currency_code);
    view.percent = spendPercent(total.order_total, total.spend_limit);
    view.spent = fill(t['pro.tracker.spent'], { spent: m(total.order_total), limit: m(total.spend_limit) });
    view.left =
      total.order_total >= total.spend_limit
        ? t['pro.tracker.over']
        : fill(t['pro.tracker.left'], { amount: m(total.spend_limit - total.order_total) });
    view.period = fill(t['pro.tracker.period'], { start: dateText(locale, total.period.start), end: dateText(locale, total.period.end) });
  } catch (error) {
    console.error(`customer ${summary.id}: pro spend could not be read`, error);
    view.unavailable = t['pro.tracker.unavailable'];
  }
  return (
    <>
      {welcome}
      <ProTracker view={view} />
    </>
  );
}

/** Mounted at /{lang}/pro (worker/pages.tsx). */
export const proPages = new Hono<AppEnv>();
proPages.get('/', (c) => contentPageRoute(c, 'pro', (request) => trackerFor(c, request)));
proPages.get('/signup', (c) => proFormPage(c, 'signup'));
proPages.post('/signup', ...proPost('signup', ProSignupBody));
proPages.get('/create', (c) => proFormPage(c, 'create'));
proPages.post('/create', ...proPost('create', ProCreateBody));
