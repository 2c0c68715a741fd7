import type { ReactNode } from 'react';

/** A page's heading and its short description, above the page's own content. */
export function RoutePage({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <div className="route-page">
      <header className="route-page__header">
        <h1>{title}</h1>
        <p className="route-page__lede">{description}</p>
      </header>
      {children}
    </div>
  );
}
