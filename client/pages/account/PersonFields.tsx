/** The name and email fields of the new-account and profile forms, with their client checks (the password field differs: required on one, optional on the other). */
import { useT } from '../../components/page-context';
import { Field } from '../../components/AccountForm';
import { FormChecks, type FormPage, EmailField } from './shared';

export function PersonFields({ idPrefix, page }: { idPrefix: string; page: FormPage }) {
  const t = useT();
  const field = { idPrefix, required: true, errors: page.errors };
  return (
    <>
      <FormChecks
        fields={{
          firstName: 'account.error.first_name',
          lastName: 'account.error.last_name',
          email: 'account.error.email',
          password: 'account.error.password_length',
        }}
      />
      <Field {...field} name="firstName" label={t('account.firstName')} autoComplete="given-name" value={page.values.firstName} />
      <Field {...field} name="lastName" label={t('account.lastName')} autoComplete="family-name" value={page.values.lastName} />
      <EmailField idPrefix={idPrefix} page={page} />
    </>
  );
}
