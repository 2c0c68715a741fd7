/** /account for a signed-in customer: greeting, menu, the pro state, recent orders, sign out. */
import { useT } from '../../components/page-context';
import { FormBasics, FormNotice, type NoticeView } from '../../components/AccountForm';
import type { ReactNode } from 'react';
import { AccountNav, type AccountLinks } from './shared';
import { OrdersTable, type OrderRow } from './OrdersTable';

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
  /** More of the dashboard (the pro state). */
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
