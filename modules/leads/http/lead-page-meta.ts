import { isUuid } from '../../shared/kernel/ids.ts';
import type { HttpContext, PageMeta } from '../../shared/kernel/module.ts';
import { GetLeadPage } from '../application/reports/get-lead-page/get-lead-page.query.ts';

const LEAD_PAGE = /^\/sell\/([^/]+)\/?$/;

/** Link-preview meta of a seller's lead page `/sell/{sellerId}`; none for a page that takes no requests. */
export async function leadPageMeta(path: string, { queries }: HttpContext): Promise<PageMeta | null> {
  const sellerId = LEAD_PAGE.exec(path)?.[1];
  if (!sellerId || !isUuid(sellerId)) return null;
  const page = await queries.ask(GetLeadPage, { sellerId }, null);
  if (!page) return null;
  const where = page.markets.length ? ` in ${page.markets.slice(0, 3).join('; ')}` : '';
  return {
    title: `Sell your property to ${page.name} | DealAcre`,
    description: `${page.name} buys land, houses and rentals${where}. Tell them about your property and get a cash offer, as-is, with no obligation.`,
    image: page.profilePicture,
  };
}
