/** /account/profile: name, email and password, and the delete-account form. */
import { useT } from '../../components/page-context';
import { Field, FormBasics, FormNotice } from '../../components/AccountForm';
import { PASSWORD_MIN } from '../../../shared/password';
import { AccountNav, FormChecks, type FormPage, type AccountLinks, SubmitButton } from './shared';
import { PersonFields } from './PersonFields';

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
        <PersonFields idPrefix="profile" page={page} />
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
        <SubmitButton label={t('account.profile.save')} />
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
