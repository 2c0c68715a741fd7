import { usePage, useT } from './page-context';

/**
 * The polite live region the build poll (client/lib/build-poll.ts) fills when a new
 * version of the shop is out. Empty, and so invisible and silent, until then.
 */
export function UpdateNotice() {
  const page = usePage();
  const t = useT();
  return (
    <div
      id="update-notice"
      className="update-notice"
      role="status"
      aria-live="polite"
      data-build={page.assets.buildId}
      data-text={t('update.available')}
      data-reload={t('update.reload')}
    />
  );
}
