/** /account/profile: name, email and password, and the delete-account form. */
import { useT } from '../../lib/page-context';
import { Field, FormBasics, FormNotice } from '../../components/AccountForm';
import { PASSWORD_MIN } from '../../../shared/password';
import { FormChecks, AccountNav, type FormPage, type AccountLinks } from './shared';

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
