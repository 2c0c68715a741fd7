/** /account/password-reset/set: a new password with the mailed token. */
import { useT } from '../../components/page-context';
import { Field, FormBasics, FormNotice } from '../../components/AccountForm';
import { PASSWORD_MIN } from '../../../shared/password';
import { FormChecks, type FormPage, SubmitButton } from './shared';

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
        <SubmitButton label={t('account.reset.setSubmit')} />
      </form>
    </div>
  );
}
