/** /account/create: the new-account form. */
import { useT } from '../../components/page-context';
import { Field, FormBasics, FormNotice, BotcheckField } from '../../components/AccountForm';
import type { BotcheckProps } from '../../islands/Botcheck';
import { PASSWORD_MIN } from '../../../shared/password';
import { SubmitButton, type FormPage, type AccountLinks } from './shared';
import { PersonFields } from './PersonFields';

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
        <PersonFields idPrefix="create" page={page} />
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
        <SubmitButton label={t('account.create.submit')} />
      </form>
      <p>
        {t('account.create.haveAccount')} <a href={links.account}>{t('account.signIn.submit')}</a>
      </p>
    </div>
  );
}
