import { Island } from '../islands/Island';
import { useT } from '../lib/page-context';
import { Field, FormBasics, FormNotice, type FieldErrors, type NoticeView, BotcheckField } from '../components/AccountForm';
import type { BotcheckProps } from '../islands/Botcheck';
import type { DisplayTextKey } from '../../shared/display-text';
import { PASSWORD_MIN } from '../../shared/password';
import type { ReactNode } from 'react';

/** What every account form page gets from its route. */
export interface FormPage {
  title: string;
  csrfToken: string | null;
  errors: FieldErrors;
  notice: NoticeView | null;
  values: Record<string, string>;
}

export interface AccountLinks {
  account: string;
  create: string;
  forgot: string;
  orderStatus: string;
  profile: string;
  addresses: string;
  orders: string;
}

/**
 * The field-check island inside a form ("islands on top"): with JavaScript, the named
 * fields are checked as the shopper leaves them and on send, errors in the page's language
 * next to the field and read out; without it the form posts and the server answers the same.
 */
function FormChecks({ fields }: { fields: Record<string, DisplayTextKey> }) {
  const t = useT();
  const messages = Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, t(key)]));
  return <Island name="form-check" props={{ messages, summary: t('account.error.form') }} />;
}

function AccountNav({ links, current }: { links: AccountLinks; current: keyof AccountLinks }) {
  const t = useT();
  const items: [keyof AccountLinks, string][] = [
    ['account', t('account.dashboard.title')],
    ['profile', t('route.accountProfile.title')],
    ['addresses', t('route.accountAddresses.title')],
    ['orders', t('route.accountOrders.title')],
  ];
  return (
    <nav className="account-nav" aria-label={t('account.nav')}>
      <ul>
        {items.map(([key, label]) => (
          <li key={key}>
            <a href={links[key]} aria-current={key === current ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SignInPage({ page, action, returnTo, links }: { page: FormPage; action: string; returnTo: string; links: AccountLinks }) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{page.title}</h1>
      <FormNotice notice={page.notice} />
      <form className="account-form" method="post" action={action} noValidate>
        <FormBasics csrfToken={page.csrfToken} returnTo={returnTo} />
        <FormChecks fields={{ email: 'account.error.email', pw: 'account.error.password_required' }} />
        <Field
          idPrefix="sign-in"
          name="email"
          type="email"
          label={t('account.email')}
          autoComplete="email"
          required
          value={page.values.email}
          errors={page.errors}
        />
        <Field
          idPrefix="sign-in"
          name="pw"
          type="password"
          label={t('account.password')}
          autoComplete="current-password"
          required
          errors={page.errors}
        />
        <button type="submit" className="button button--primary">
          {t('account.signIn.submit')}
        </button>
      </form>
      <p>
        <a href={links.forgot}>{t('account.forgot.link')}</a>
      </p>
      <p>
        {t('account.signIn.new')} <a href={links.create}>{t('account.create.link')}</a>
      </p>
      <p>
        <a href={links.orderStatus}>{t('account.orderStatus.title')}</a>
      </p>
    </div>
  );
}

export interface OrderRow {
  id: number;
  href: string;
  date: string;
  status: string;
  items: number;
  total: string;
}

function OrdersTable({ orders }: { orders: OrderRow[] }) {
  const t = useT();
  if (orders.length === 0) return <p>{t('account.orders.empty')}</p>;
  return (
    <table className="account-table">
      <thead>
        <tr>
          <th scope="col">{t('account.orderStatus.number')}</th>
          <th scope="col">{t('account.order.date')}</th>
          <th scope="col">{t('account.order.status')}</th>
          <th scope="col">{t('account.order.items')}</th>
          <th scope="col">{t('account.order.total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <td>
              <a href={o.href} aria-label={t('account.order.view').replace('{id}', String(o.id))}>
                {o.id}
              </a>
            </td>
            <td>{o.date}</td>
            <td>{o.status}</td>
            <td>{o.items}</td>
            <td>{o.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DashboardPage({
  name,
  orders,
  links,
  signOut,
  csrfToken,
  notice,
  children,
}: {
  name: string;
  orders: OrderRow[];
  links: AccountLinks;
  signOut: string;
  csrfToken: string | null;
  notice: NoticeView | null;
  /** More of the dashboard (the pro state, issue 12). */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{t('account.dashboard.title')}</h1>
      <FormNotice notice={notice} />
      <p className="account-hello">{t('account.dashboard.hello').replace('{name}', name)}</p>
      <AccountNav links={links} current="account" />
      {children}
      <section aria-labelledby="recent-orders">
        <h2 id="recent-orders">{t('account.dashboard.recent')}</h2>
        <OrdersTable orders={orders} />
      </section>
      <form method="post" action={signOut}>
        <FormBasics csrfToken={csrfToken} />
        <button type="submit" className="button">
          {t('account.signOut')}
        </button>
      </form>
    </div>
  );
}

export function CreatePage({
  page,
  action,
  botcheck,
  links,
}: {
  page: FormPage;
  action: string;
  botcheck: BotcheckProps;
  links: AccountLinks;
}) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{page.title}</h1>
      <FormNotice notice={page.notice} />
      <form className="account-form" method="post" action={action} noValidate>
        <FormBasics csrfToken={page.csrfToken} />
        <FormChecks
          fields={{
            firstName: 'account.error.first_name',
            lastName: 'account.error.last_name',
            email: 'account.error.email',
            password: 'account.error.password_length',
          }}
        />
        <Field
          idPrefix="create"
          name="firstName"
          label={t('account.firstName')}
          autoComplete="given-name"
          required
          value={page.values.firstName}
          errors={page.errors}
        />
        <Field
          idPrefix="create"
          name="lastName"
          label={t('account.lastName')}
          autoComplete="family-name"
          required
          value={page.values.lastName}
          errors={page.errors}
        />
        <Field
          idPrefix="create"
          name="email"
          type="email"
          label={t('account.email')}
          autoComplete="email"
          required
          value={page.values.email}
          errors={page.errors}
        />
        <Field
          idPrefix="create"
          name="password"
          type="password"
          label={t('account.password')}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          hint={t('account.passwordHint')}
          errors={page.errors}
        />
        <BotcheckField props={botcheck} error={page.errors.altcha} />
        <button type="submit" className="button button--primary">
          {t('account.create.submit')}
        </button>
      </form>
      <p>
        {t('account.create.haveAccount')} <a href={links.account}>{t('account.signIn.submit')}</a>
      </p>
    </div>
  );
}

export function ProfilePage({
  page,
  action,
  deleteAction,
  links,
}: {
  page: FormPage;
  action: string;
  deleteAction: string;
  links: AccountLinks;
}) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{page.title}</h1>
      <AccountNav links={links} current="profile" />
      <FormNotice notice={page.notice} />
      <form className="account-form" method="post" action={action} noValidate>
        <FormBasics csrfToken={page.csrfToken} />
        <FormChecks
          fields={{
            firstName: 'account.error.first_name',
            lastName: 'account.error.last_name',
            email: 'account.error.email',
            password: 'account.error.password_length',
          }}
        />
        <Field
          idPrefix="profile"
          name="firstName"
          label={t('account.firstName')}
          autoComplete="given-name"
          required
          value={page.values.firstName}
          errors={page.errors}
        />
        <Field
          idPrefix="profile"
          name="lastName"
          label={t('account.lastName')}
          autoComplete="family-name"
          required
          value={page.values.lastName}
          errors={page.errors}
        />
        <Field
          idPrefix="profile"
          name="email"
          type="email"
          label={t('account.email')}
          autoComplete="email"
          required
          value={page.values.email}
          errors={page.errors}
        />
        <Field
          idPrefix="profile"
          name="password"
          type="password"
          label={t('account.profile.newPassword')}
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          hint={t('account.passwordHint')}
          errors={page.errors}
        />
        <Field
          idPrefix="profile"
          name="currentPassword"
          type="password"
          label={t('account.profile.currentPassword')}
          autoComplete="current-password"
          hint={t('account.profile.email')}
          errors={page.errors}
        />
        <button type="submit" className="button button--primary">
          {t('account.profile.save')}
        </button>
      </form>
      <section className="account-danger" aria-labelledby="delete-account">
        <h2 id="delete-account">{t('account.delete.title')}</h2>
        <p>{t('account.delete.text')}</p>
        <form className="account-form" method="post" action={deleteAction} noValidate>
          <FormBasics csrfToken={page.csrfToken} />
          <FormChecks fields={{ password: 'account.error.password_required' }} />
          <Field
            idPrefix="delete"
            name="password"
            type="password"
            label={t('account.password')}
            autoComplete="current-password"
            required
            errors={page.errors.deletePassword ? { password: page.errors.deletePassword } : {}}
          />
          <button type="submit" className="button">
            {t('account.delete.submit')}
          </button>
        </form>
      </section>
    </div>
  );
}

export interface AddressView {
  id: number;
  lines: string[];
  isDefault: boolean;
  editHref: string;
  deleteAction: string;
}

export interface CountryOption {
  value: string;
  label: string;
  /** Its states or provinces by name (United States, Canada): the address form offers them in a list. */
  states?: { value: string; label: string; code: string }[];
}

export function AddressForm({
  page,
  action,
  countries,
  submit,
  idPrefix,
}: {
  page: FormPage;
  action: string;
  countries: CountryOption[];
  submit: string;
  idPrefix: string;
}) {
  const t = useT();
  const v = page.values;
  const field = (name: string, label: string, autoComplete: string, required = false, hint?: string) => (
    <Field
      idPrefix={idPrefix}
      name={name}
      label={label}
      autoComplete={autoComplete}
      required={required}
      value={v[name]}
      hint={hint}
      errors={page.errors}
    />
  );
  const countryError = page.errors.country_code;
  const stateError = page.errors.state_or_province;
  const withStates = countries.filter((c) => c.states?.length);
  // A state typed or sent as its code (CO) shows as its name, which is what the list sends and the account keeps.
  const typedState = (v.state_or_province ?? '').trim().toLowerCase();
  const chosenState =
    withStates
      .filter((c) => !v.country_code || c.value === v.country_code)
      .flatMap((c) => c.states!)
      .find((s) => s.code.toLowerCase() === typedState || s.value.toLowerCase() === typedState)?.value ?? '';
  return (
    <form className="account-form" method="post" action={action} noValidate>
      <FormBasics csrfToken={page.csrfToken} />
      <FormChecks
        fields={{
          first_name: 'account.error.first_name',
          last_name: 'account.error.last_name',
          address1: 'account.error.address1',
          city: 'account.error.city',
          postal_code: 'account.error.postal_code',
          country_code: 'account.error.country_code',
        }}
      />
      {field('first_name', t('account.firstName'), 'given-name', true)}
      {field('last_name', t('account.lastName'), 'family-name', true)}
      {field('company', t('account.address.company'), 'organization')}
      {field('address1', t('account.address.address1'), 'address-line1', true)}
      {field('address2', t('account.address.address2'), 'address-line2')}
      {field('city', t('account.address.city'), 'address-level2', true)}
      {withStates.length ? (
        <Field
          idPrefix={idPrefix}
          name="state_or_province"
          label={t('account.address.state')}
          hint={t('account.address.stateHint')}
          errors={page.errors}
        >
          {/* Works without JavaScript: one list, grouped by country; the server checks the state belongs to the country. */}
          <select
            id={`${idPrefix}-state_or_province`}
            className="field__input"
            name="state_or_province"
            defaultValue={chosenState}
            autoComplete="address-level1"
            aria-invalid={stateError ? true : undefined}
            aria-describedby={[`${idPrefix}-state_or_province-hint`, stateError ? `${idPrefix}-state_or_province-error` : null]
              .filter(Boolean)
              .join(' ')}
          >
            <option value="">—</option>
            {withStates.map((c) => (
              <optgroup key={c.value} label={c.label}>
                {c.states!.map((s) => (
                  <option key={`${c.value}-${s.value}`} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
      ) : (
        field('state_or_province', t('account.address.state'), 'address-level1', false, t('account.address.stateHint'))
      )}
      {field('postal_code', t('account.address.postalCode'), 'postal-code', true)}
      <Field idPrefix={idPrefix} name="country_code" label={t('account.address.country')} errors={page.errors}>
        <select
          id={`${idPrefix}-country_code`}
          className="field__input"
          name="country_code"
          defaultValue={v.country_code ?? ''}
          autoComplete="country"
          required
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${idPrefix}-country_code-error` : undefined}
        >
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </Field>
      {field('phone', t('account.address.phone'), 'tel')}
      <label className="checkbox">
        <input type="checkbox" name="is_default" defaultChecked={v.is_default === 'on'} /> <span>{t('account.address.makeDefault')}</span>
      </label>
      <button type="submit" className="button button--primary">
        {submit}
      </button>
    </form>
  );
}

export function AddressesPage({
  page,
  addresses,
  action,
  countries,
  links,
}: {
  page: FormPage;
  addresses: AddressView[];
  action: string;
  countries: CountryOption[];
  links: AccountLinks;
}) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{page.title}</h1>
      <AccountNav links={links} current="addresses" />
      <FormNotice notice={page.notice} />
      {addresses.length === 0 ? (
        <p>{t('account.addresses.empty')}</p>
      ) : (
        <ul className="account-addresses">
          {addresses.map((a) => (
            <li key={a.id} className="account-address">
              <address>
                {a.lines.map((line, i) => (
                  <span key={i}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
              {a.isDefault ? <p className="account-address__default">{t('account.address.default')}</p> : null}
              <a href={a.editHref}>
                {t('account.address.editLink')}
                <span className="visually-hidden">: {a.lines[1]}</span>
              </a>
              <form method="post" action={a.deleteAction}>
                <FormBasics csrfToken={page.csrfToken} />
                <button type="submit" className="button">
                  {t('account.address.delete')}
                  <span className="visually-hidden">: {a.lines[1]}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="add-address">
        <h2 id="add-address">{t('account.address.add')}</h2>
        <AddressForm page={page} action={action} countries={countries} submit={t('account.address.save')} idPrefix="address" />
      </section>
    </div>
  );
}

export function AddressEditPage({
  page,
  action,
  countries,
  links,
}: {
  page: FormPage;
  action: string;
  countries: CountryOption[];
  links: AccountLinks;
}) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{page.title}</h1>
      <AccountNav links={links} current="addresses" />
      <FormNotice notice={page.notice} />
      <AddressForm page={page} action={action} countries={countries} submit={t('account.address.save')} idPrefix="edit" />
    </div>
  );
}

export function OrdersPage({ title, orders, links }: { title: string; orders: OrderRow[]; links: AccountLinks }) {
  return (
    <div className="account-page">
      <h1>{title}</h1>
      <AccountNav links={links} current="orders" />
      <OrdersTable orders={orders} />
    </div>
  );
}

export interface OrderDetail {
  id: number;
  date: string;
  status: string;
  lines: { name: string; options: string; quantity: number; price: string; total: string }[];
  subtotal: string;
  shipping: string;
  tax: string;
  total: string;
  shipments: string[];
  shipTo: string[];
}

export function OrderView({ order }: { order: OrderDetail }) {
  const t = useT();
  return (
    <>
      <dl className="account-order__facts">
        <dt>{t('account.order.date')}</dt>
        <dd>{order.date}</dd>
        <dt>{t('account.order.status')}</dt>
        <dd>{order.status}</dd>
      </dl>
      <table className="account-table">
        <thead>
          <tr>
            <th scope="col">{t('account.order.product')}</th>
            <th scope="col">{t('account.order.quantity')}</th>
            <th scope="col">{t('account.order.price')}</th>
            <th scope="col">{t('account.order.total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={i}>
              <td>
                {line.name}
                {line.options ? (
                  <>
                    <br />
                    <small>{line.options}</small>
                  </>
                ) : null}
              </td>
              <td>{line.quantity}</td>
              <td>{line.price}</td>
              <td>{line.total}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('account.order.subtotal')}
            </th>
            <td>{order.subtotal}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('account.order.shipping')}
            </th>
            <td>{order.shipping}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('account.order.tax')}
            </th>
            <td>{order.tax}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('account.order.total')}
            </th>
            <td>
              <strong>{order.total}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <h2>{t('account.order.shipments')}</h2>
      {order.shipments.length ? (
        <ul>
          {order.shipments.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
      ) : (
        <p>{t('account.order.noShipments')}</p>
      )}
      {order.shipTo.length ? (
        <>
          <h2>{t('account.order.shipTo')}</h2>
          <address>
            {order.shipTo.map((line, i) => (
              <span key={i}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </>
      ) : null}
    </>
  );
}

export function OrderPage({ order, links }: { order: OrderDetail; links: AccountLinks }) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{t('account.order.number').replace('{id}', String(order.id))}</h1>
      <AccountNav links={links} current="orders" />
      <OrderView order={order} />
      <p>
        <a href={links.orders}>{t('account.order.back')}</a>
      </p>
    </div>
  );
}

export function OrderStatusPage({ page, action, order }: { page: FormPage; action: string; order: OrderDetail | null }) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{page.title}</h1>
      <p>{t('account.orderStatus.intro')}</p>
      <FormNotice notice={page.notice} />
      <form className="account-form" method="get" action={action} noValidate>
        <Field
          idPrefix="status"
          name="order"
          label={t('account.orderStatus.number')}
          required
          value={page.values.order}
          errors={page.errors}
        />
        <Field
          idPrefix="status"
          name="email"
          type="email"
          label={t('account.email')}
          autoComplete="email"
          required
          value={page.values.email}
          errors={page.errors}
        />
        <button type="submit" className="button button--primary">
          {t('account.orderStatus.submit')}
        </button>
      </form>
      {order ? (
        <section aria-label={t('account.order.number').replace('{id}', String(order.id))}>
          <h2>{t('account.order.number').replace('{id}', String(order.id))}</h2>
          <OrderView order={order} />
        </section>
      ) : null}
    </div>
  );
}

export function ResetRequestPage({ page, action, botcheck }: { page: FormPage; action: string; botcheck: BotcheckProps }) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{page.title}</h1>
      <p>{t('account.reset.intro')}</p>
      <FormNotice notice={page.notice} />
      <form className="account-form" method="post" action={action} noValidate>
        <FormBasics csrfToken={page.csrfToken} />
        <FormChecks fields={{ email: 'account.error.email' }} />
        <Field
          idPrefix="reset"
          name="email"
          type="email"
          label={t('account.email')}
          autoComplete="email"
          required
          value={page.values.email}
          errors={page.errors}
        />
        <BotcheckField props={botcheck} error={page.errors.altcha} />
        <button type="submit" className="button button--primary">
          {t('account.reset.submit')}
        </button>
      </form>
    </div>
  );
}

export function ResetSetPage({ page, action, token }: { page: FormPage; action: string; token: string }) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{page.title}</h1>
      <FormNotice notice={page.notice} />
      <form className="account-form" method="post" action={action} noValidate>
        <FormBasics csrfToken={page.csrfToken} />
        <input type="hidden" name="token" value={token} />
        <FormChecks fields={{ password: 'account.error.password_length' }} />
        <Field
          idPrefix="set"
          name="password"
          type="password"
          label={t('account.password')}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          hint={t('account.passwordHint')}
          errors={page.errors}
        />
        <button type="submit" className="button button--primary">
          {t('account.reset.setSubmit')}
        </button>
      </form>
    </div>
  );
}
