import { localePath } from '../../worker/domain/locale';
import { usePage, useT } from '../lib/page-context';
import type { FrameData } from '../components/frame-types';

/** Home: the brand's promise and the ways into the shop. */
export function HomePage({ frame }: { frame: FrameData }) {
  const { locale } = usePage();
  const t = useT();
  return (
    <div className="home">
      <section className="home__hero">
        <h1>{t('route.home.title')}</h1>
        <p className="home__lede">{t('route.home.description')}</p>
        <p><a className="button button--primary" href={localePath(locale, '/c/skis')}>{t('nav.skis')}</a></p>
      </section>
      <nav className="home__categories" aria-label={t('nav.main')}>
        <ul>
          {frame.nav.map((link) => (
            <li key={link.href}><a href={link.href}>{link.label}</a></li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
