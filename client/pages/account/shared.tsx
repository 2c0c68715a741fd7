/** What every account page shares: the form page its route builds, the account links, the field checks and the account menu. */
import { Island } from '../../islands/Island';
import { useT } from '../../components/page-context';
import { Field, type FieldErrors, type NoticeView } from '../../components/AccountForm';
import type { DisplayTextKey } from '../../../shared/display-text';

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
export function FormChecks({ fields }: { fields: Record<string, DisplayTextKey> }) {
  const t = useT();
  const messages = Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, t(key)]));
  return <Island name="form-check" props={{ messages, summary: t('account.error.form') }} />;
}

export function AccountNav({ links, current }: { links: AccountLinks; current: keyof AccountLinks }) {
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

/** The email field of the account forms (sign-in, reset, order status, new account, profile): required, with its typed value and error. */
export function EmailField({ idPrefix, page }: { idPrefix: string; page: FormPage }) {
  const t = useT();
  return (
    <Field
      idPrefix={idPrefix}
      name="email"
      type="email"
      label={t('account.email')}
      autoComplete="email"
      required
      value={page.values.email}
      errors={page.errors}
    />
  );
}

/** A form's main button. */
export function SubmitButton({ label }: { label: string }) {
  return (
    <button type="submit" className="button button--primary">
      {label}
    </button>
  );
}
