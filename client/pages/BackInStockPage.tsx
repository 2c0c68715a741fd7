import type { BotcheckProps } from '../islands/Botcheck';
import { useT } from '../components/page-context';
import { Field, FormBasics, FormNotice, type FieldErrors, type NoticeView, BotcheckField } from '../components/AccountForm';

export interface BackInStockView {
  title: string;
  notice: NoticeView;
  /** Back to the product page (the variant chosen). */
  productHref: string | null;
  /** The form again, with its errors, when the request was not accepted. */
  form: {
    action: string;
    csrfToken: string | null;
    productId: string;
    variantId: string;
    email: string;
    errors: FieldErrors;
    botcheck: BotcheckProps;
  } | null;
}

/** The answer to a back-in-stock request made without JavaScript, and the confirmation page of its mail. */
export function BackInStockPage({ page }: { page: BackInStockView }) {
  const t = useT();
  const form = page.form;
  return (
    <div className="account-page">
      <h1>{page.title}</h1>
      <FormNotice notice={page.notice} />
      {form ? (
        <form className="account-form" method="post" action={form.action} noValidate>
          <FormBasics csrfToken={form.csrfToken} />
          <input type="hidden" name="product_id" value={form.productId} />
          <input type="hidden" name="variant_id" value={form.variantId} />
          <Field
            idPrefix="notify"
            name="email"
            type="email"
            label={t('notify.email')}
            autoComplete="email"
            required
            value={form.email}
            errors={form.errors}
          />
          <BotcheckField props={form.botcheck} error={form.errors.altcha} />
          <button type="submit" className="button button--primary">
            {t('notify.submit')}
          </button>
        </form>
      ) : null}
      {page.productHref ? (
        <p>
          <a className="text-link" href={page.productHref}>
            {t('notify.backToProduct')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
