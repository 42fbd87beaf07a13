import type { HttpContext, PageMeta } from '../../shared/kernel/module.ts';
import { countOf } from '../../shared/kernel/en-us-format.ts';
import { AppError } from '../../shared/kernel/errors.ts';
import { GetProperty } from '../application/queries/get-property/get-property.query.ts';
import type { PropertyDetail } from '../contracts/property.ts';

const PROPERTY_PAGE = /^\/property\/([^/]+)\/?$/;
const DESCRIPTION_LENGTH = 200;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const STATUS_NOTE: Partial<Record<PropertyDetail['status'], string>> = { under_contract: 'Under contract', sold: 'Sold' };

/**
 * Link-preview meta of `/property/{id}`, as a visitor sees the listing (drafts and hidden listings
 * have none, so nothing about them leaks into a preview).
 */
export async function propertyPageMeta(path: string, { queries }: HttpContext): Promise<PageMeta | null> {
  const match = PROPERTY_PAGE.exec(path);
  if (!match) return null;
  let property: PropertyDetail;
  try {
    property = await queries.ask(GetProperty, { id: decodeURIComponent(match[1]) }, null);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not-found') return null;
    throw error;
  }
  return {
    title: `${property.title} | DealAcre`,
    description: propertySummary(property),
    image: property.images[0] ?? null,
    type: 'website',
  };
}

/** "$38,000 · 40 acres · Fort Stockton, TX. Off-grid friendly, no HOA…" at most ~200 characters. */
export function propertySummary(property: PropertyDetail): string {
  const facts = [
    STATUS_NOTE[property.status],
    dollars.format(property.price),
    countOf(property.acres, 'acre'),
    `${property.city}, ${property.state}`,
  ].filter(Boolean);
  const lead = `${facts.join(' · ')}.`;
  const text = property.description.replace(/\s+/g, ' ').trim();
  if (!text) return lead;
  const room = DESCRIPTION_LENGTH - lead.length - 1;
  const excerpt = text.length <= room ? text : `${text.slice(0, Math.max(0, room - 1)).replace(/\s+\S*$/, '')}…`;
  return `${lead} ${excerpt}`;
}
