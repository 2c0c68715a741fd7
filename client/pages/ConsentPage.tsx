import { Breadcrumbs } from '../components/Breadcrumbs';
import type { Crumb } from '../components/shop-types';
import { ConsentChoices } from '../components/ConsentBanner';
import type { ConsentState } from '../../shared/consent';

export interface ConsentPageProps {
  crumbs: Crumb[];
  title: string;
  text: string;
  /** "Your current choice is ticked below" once there is one, else null. */
  current: string | null;
  privacy: { label: string; href: string };
  returnTo: string;
  checked: ConsentState;
}

/** /{lang}/consent, the footer's "Cookie settings": the banner's choices again, the current one ticked. */
export function ConsentPage(props: ConsentPageProps) {
  return (
    <article className="consent-page">
      <Breadcrumbs crumbs={props.crumbs} />
      <h1>{props.title}</h1>
      <p>
        {props.text} <a href={props.privacy.href}>{props.privacy.label}</a>
      </p>
      {props.current ? <p>{props.current}</p> : null}
      <ConsentChoices returnTo={props.returnTo} checked={props.checked} />
    </article>
  );
}
