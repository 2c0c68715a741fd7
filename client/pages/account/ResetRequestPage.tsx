/** /account/password-reset: ask for a reset link. */
import { useT } from '../../components/page-context';
import { FormBasics, FormNotice, BotcheckField } from '../../components/AccountForm';
import type { BotcheckProps } from '../../islands/Botcheck';
import { FormChecks, type FormPage, EmailField, SubmitButton } from './shared';

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
        <EmailField idPrefix="reset" page={page} />
        <BotcheckField props={botcheck} error={page.errors.altcha} />
        <SubmitButton label={t('account.reset.submit')} />
      </form>
    </div>
  );
}
