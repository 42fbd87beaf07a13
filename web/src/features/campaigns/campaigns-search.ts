/**
 * `/bulk-invitations?listing=ID`: open the composer preset to send that listing to the buyers who fit it.
 * Read without the contracts' schemas (a route's `validateSearch` loads with every page); anything else is dropped.
 */
export interface CampaignsSearch {
  listing?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readCampaignsSearch(search: Record<string, unknown>): CampaignsSearch {
  return typeof search.listing === 'string' && UUID.test(search.listing) ? { listing: search.listing.toLowerCase() } : {};
}
