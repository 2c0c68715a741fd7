/** /account for a guest: the sign-in form. */
import { useT } from '../../components/page-context';
import { Field, FormBasics, FormNotice } from '../../components/AccountForm';
import { FormChecks, type FormPage, type AccountLinks, EmailField, SubmitButton } from './shared';

export function SignInPage({ page, action, returnTo, links }: { page: FormPage; action: string; returnTo: string; links: AccountLinks }) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{page.title}</h1>
      <FormNotice notice={page.notice} />
      <form className="account-form" method="post" action={action} noValidate>
        <FormBasics csrfToken={page.csrfToken} returnTo={returnTo} />
        <FormChecks fields={{ email: 'account.error.email', pw: 'account.error.password_required' }} />
        <EmailField idPrefix="sign-in" page={page} />
        <Field
          idPrefix="sign-in"
          name="pw"
          type="password"
          label={t('account.password')}
          autoComplete="current-password"
          required
          errors={page.errors}
        />
        <SubmitButton label={t('account.signIn.submit')} />
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
