import type { ReactNode } from 'react';
import { localePath } from '../../worker/domain/locale';
import { usePage, useT } from '../lib/page-context';

export interface ErrorPageProps {
  status: number;
  /** Raw error text, only in development. */
  error?: string | null;
  /** 404 and 410 show products below the message (spec §2). */
  products?: ReactNode;
}

/** Spec §2 "Error page": 404, 410 and any other status. */
export function ErrorPage({ status, error, products }: ErrorPageProps) {
  const { locale } = usePage();
  const t = useT();
  const home = localePath(locale);
  if (status !== 404 && status !== 410) {
    return (
      <section className="error-page error-page--generic">
        <h1>{t('error.generic.title')}</h1>
        <p><a className="button" href={home}>{t('error.generic.link')}</a></p>
        {error ? <pre className="error-page__raw">{error}</pre> : null}
      </section>
    );
  }
  return (
    <section className="error-page">
      <h1>{status === 410 ? t('error.gone.title') : t('error.notFound.title')}</h1>
      <p>{status === 410 ? t('error.gone.text') : t('error.notFound.text')}</p>
      <p><a className="button" href={home}>{t('error.home')}</a></p>
      {products}
    </section>
  );
}
