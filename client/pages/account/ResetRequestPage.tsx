/** /account/password-reset: ask for a reset link. */
import { useT } from '../../lib/page-context';
import { Field, FormBasics, FormNotice, BotcheckField } from '../../components/AccountForm';
import type { BotcheckProps } from '../../islands/Botcheck';
import { FormChecks, type FormPage } from './shared';

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
