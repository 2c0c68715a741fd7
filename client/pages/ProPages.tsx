import { useT } from '../components/page-context';
import { Field, FormBasics, FormNotice, BotcheckField } from '../components/AccountForm';
import type { BotcheckProps } from '../islands/Botcheck';
import type { FormPage } from './account/shared';

export interface Choice {
  value: string;
  label: string;
}

export interface ProFormProps {
  /** `signup`: the pro application (organisation and role too); `create`: an account for a code already held. */
  kind: 'signup' | 'create';
  page: FormPage;
  action: string;
  intro: string;
  regions: Choice[];
  /** Signup only. */
  roles: Choice[];
  botcheck: BotcheckProps;
  links: { other: { href: string; label: string }; about: { href: string; label: string }; signIn: string };
  /** A signed-in visitor: the note and the sign-out form instead of the application. */
  signedIn: { text: string; signOut: string } | null;
}

function Select({
  name,
  label,
  choices,
  page,
  autoComplete,
  placeholder,
}: {
  name: string;
  label: string;
  choices: Choice[];
  page: FormPage;
  autoComplete?: string;
  placeholder: string;
}) {
  const id = `pro-${name}`;
  const error = page.errors[name];
  return (
    <Field idPrefix="pro" name={name} label={label} errors={page.errors}>
      <select
        id={id}
        className="field__input"
        name={name}
        defaultValue={page.values[name] ?? ''}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * /{lang}/pro/signup and /{lang}/pro/create: a plain form that posts to its own
 * page. Errors sit under their fields (aria-invalid, aria-describedby) and the notice above
 * the form is an alert, so a screen reader announces what to fix.
 */
export function ProFormPage({ kind, page, action, intro, regions, roles, botcheck, links, signedIn }: ProFormProps) {
  const t = useT();
  const v = page.values;
  return (
    <div className="account-page pro-form">
      <h1>{page.title}</h1>
      <p>{intro}</p>
      <FormNotice notice={page.notice} />
      {signedIn ? (
        <form method="post" action={signedIn.signOut}>
          <p>{signedIn.text}</p>
          <FormBasics csrfToken={page.csrfToken} />
          <button type="submit" className="button">
            {t('account.signOut')}
          </button>
        </form>
      ) : (
        <form className="account-form" method="post" action={action} noValidate>
          <FormBasics csrfToken={page.csrfToken} />
          <Field
            idPrefix="pro"
            name="firstName"
            label={t('account.firstName')}
            autoComplete="given-name"
            required
            value={v.firstName}
            errors={page.errors}
          />
          <Field
            idPrefix="pro"
            name="lastName"
            label={t('account.lastName')}
            autoComplete="family-name"
            required
            value={v.lastName}
            errors={page.errors}
          />
          <Field
            idPrefix="pro"
            name="email"
            type="email"
            label={t('account.email')}
            autoComplete="email"
            required
            value={v.email}
            errors={page.errors}
          />
          <Field
            idPrefix="pro"
            name="password"
            type="password"
            label={t('account.password')}
            autoComplete="new-password"
            required
            hint={t('account.passwordHint')}
            errors={page.errors}
          />
          {kind === 'signup' ? (
            <>
              <Field
                idPrefix="pro"
                name="organisation"
                label={t('pro.form.organisation')}
                autoComplete="organization"
                required
                value={v.organisation}
                errors={page.errors}
              />
              <Select
                name="role"
                label={t('pro.form.role')}
                choices={roles}
                page={page}
                autoComplete="organization-title"
                placeholder={t('pro.error.role')}
              />
            </>
          ) : null}
          <Select name="proRegion" label={t('pro.form.region')} choices={regions} page={page} placeholder={t('pro.error.region')} />
          <Field
            idPrefix="pro"
            name="proCode"
            label={t('pro.form.code')}
            autoComplete="off"
            required
            hint={t('pro.form.codeHint')}
            value={v.proCode}
            errors={page.errors}
          />
          <BotcheckField props={botcheck} error={page.errors.altcha} />
          <button type="submit" className="button button--primary">
            {t(kind === 'signup' ? 'pro.form.signupSubmit' : 'pro.form.createSubmit')}
          </button>
        </form>
      )}
      <p className="pro-form__links">
        <a href={links.other.href}>{links.other.label}</a>
        <a href={links.about.href}>{links.about.label}</a>
        <span>
          {t('account.create.haveAccount')} <a href={links.signIn}>{t('account.signIn.submit')}</a>
        </span>
      </p>
    </div>
  );
}

export interface ProAccountView {
  title: string;
  text: string;
  link: { href: string; label: string } | null;
  badge: string | null;
}

/** The pro state on the account dashboard: welcome and tracker link, a lapsed code, or how to apply. */
export function ProAccountSection({ view }: { view: ProAccountView }) {
  return (
    <section className="pro-account" aria-labelledby="pro-account-title">
      <h2 id="pro-account-title">
        {view.title} {view.badge ? <span className="pro-badge">{view.badge}</span> : null}
      </h2>
      <p>{view.text}</p>
      {view.link ? (
        <p>
          <a href={view.link.href}>{view.link.label}</a>
        </p>
      ) : null}
    </section>
  );
}
