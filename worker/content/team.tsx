/**
 * Team Loipe (spec §2): /{lang}/team lists the athletes, /{lang}/team/{uid} shows one with
 * bio, results and the gear they use as a product grid of the shop's cards. An unknown
 * athlete answers the 404 page.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { languageTag, localePath } from '../../shared/locale';
import { pageRequest, renderPage } from '../render/render-page';
import { personJsonLd } from '../render/seo';
import { AthletePage, TeamPage } from '../../client/pages/TeamPages';
import type { AthleteSummary, AthleteView } from '../../client/components/editorial-types';
import type { Athlete } from '../ports/content/types';
import { cardsForUids } from '../render/product-cards';
import { countryIn, fill } from './editorial';
import { notFoundRoute } from './error-pages';
import { deferCards, gridLabels } from '../render/page-blocks';
import { absoluteImage, breadcrumbs, shopHead } from '../render/seo-head';
import { buildShopContext, loadShopData, type ShopContext } from '../render/shop-context';

const OTHER_ATHLETES = 4;
/** Spec §2: athletes live under /team. */
const TEAM = '/team';
const teamHome = (shop: ShopContext) => localePath(shop.locale, TEAM);
export const athletePath = (uid: string) => `${TEAM}/${uid}`;

function summary(shop: ShopContext, athlete: Athlete): AthleteSummary {
  return {
    uid: athlete.uid,
    href: localePath(shop.locale, athletePath(athlete.uid)),
    name: athlete.name,
    discipline: athlete.discipline,
    from: `${athlete.hometown}, ${countryIn(shop, athlete.country)}`,
    portrait: athlete.portrait,
  };
}

/** /{lang}/team. */
export async function teamRoute(c: Context<AppEnv>): Promise<Response> {
  const request = await pageRequest(c);
  const cx = c.get('call').content(request.context.locale.contentLocale);
  const [data, athletes] = await Promise.all([loadShopData(c), c.get('content').getAthletes(cx)]);
  const shop = buildShopContext(c, request, data);
  const title = shop.t('route.team.title');
  const crumbs = [
    { label: shop.t('nav.home'), href: localePath(shop.locale) },
    { label: title, href: teamHome(shop) },
  ];
  const head = shopHead(shop, {
    title,
    description: shop.t('route.team.description'),
    rest: TEAM,
    image: athletes[0]?.portrait.amplience_id ?? null,
    jsonLd: [breadcrumbs(shop, crumbs)],
  });
  return renderPage(c, request, {
    head,
    body: (
      <TeamPage title={title} lede={shop.t('route.team.description')} crumbs={crumbs} athletes={athletes.map((a) => summary(shop, a))} />
    ),
  });
}

/** /{lang}/team/{uid}. */
export async function athleteRoute(c: Context<AppEnv>, uid: string): Promise<Response> {
  const request = await pageRequest(c);
  const cx = c.get('call').content(request.context.locale.contentLocale);
  const [data, athletes] = await Promise.all([loadShopData(c), c.get('content').getAthletes(cx)]);
  const athlete = athletes.find((a) => a.uid === uid);
  if (!athlete) return notFoundRoute(c, request);
  const shop = buildShopContext(c, request, data);
  const path = localePath(shop.locale, athletePath(athlete.uid));
  const crumbs = [
    { label: shop.t('nav.home'), href: localePath(shop.locale) },
    { label: shop.t('route.team.title'), href: teamHome(shop) },
    { label: athlete.name, href: path },
  ];
  const places = new Intl.NumberFormat(languageTag(shop.locale));
  const country = countryIn(shop, athlete.country);
  const view: AthleteView = {
    crumbs,
    name: athlete.name,
    discipline: athlete.discipline,
    hometown: athlete.hometown,
    country,
    quote: athlete.quote,
    bio: athlete.bio,
    portrait: athlete.portrait,
    results: athlete.results.map((r) => ({ year: r.year, event: r.event, place: places.format(r.place) })),
    resultsCaption: fill(shop, 'team.resultsCaption', { name: athlete.name }),
    about: fill(shop, 'team.about', { name: athlete.name }),
    gearTitle: fill(shop, 'team.gearOf', { name: athlete.name }),
    gear: deferCards(cardsForUids(shop, athlete.favourite_products), `gear of ${athlete.uid}`),
    others: athletes
      .filter((a) => a.uid !== athlete.uid)
      .slice(0, OTHER_ATHLETES)
      .map((a) => summary(shop, a)),
    labels: gridLabels(shop),
  };
  const description = `${athlete.discipline}, ${athlete.hometown}. ${athlete.quote}`;
  const head = shopHead(shop, {
    title: `${athlete.name} | ${shop.t('route.team.title')}`,
    description,
    rest: athletePath(athlete.uid),
    image: athlete.portrait.amplience_id,
    type: 'article',
    jsonLd: [
      personJsonLd({
        name: athlete.name,
        description: athlete.bio[0] ?? description,
        url: shop.absolute(path),
        image: absoluteImage(shop, athlete.portrait.amplience_id, 600, 750),
        nationality: country,
        affiliation: shop.t('route.team.title'),
      }),
      breadcrumbs(shop, crumbs),
    ],
  });
  return renderPage(c, request, { head, body: <AthletePage page={view} /> });
}
