/** /account/create: the new-account form. */
import { useT } from '../../lib/page-context';
import { Field, FormBasics, FormNotice, BotcheckField } from '../../components/AccountForm';
import type { BotcheckProps } from '../../islands/Botcheck';
import { PASSWORD_MIN } from '../../../shared/password';
import { FormChecks, type FormPage, type AccountLinks } from './shared';

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
