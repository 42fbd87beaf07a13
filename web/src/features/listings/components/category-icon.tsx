import { Building2, Construction, Factory, House, LandPlot, Mountain, Store, Tent, TrendingUp, Wheat, type LucideIcon } from 'lucide-react';
import type { PropertyCategory } from '@contracts/listings/contracts/listing-terms.ts';

/** One icon per property category (the search box's category buttons, the filters). */
export const CATEGORY_ICONS: Record<PropertyCategory, LucideIcon> = {
  land: LandPlot,
  residential: House,
  commercial: Store,
  industrial: Factory,
  'mixed-use': Building2,
  agricultural: Wheat,
  recreational: Tent,
  investment: TrendingUp,
  development: Construction,
  unrestricted: Mountain,
};
