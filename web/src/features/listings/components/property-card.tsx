import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Eye, Handshake, ImageOff, MapPin, Pencil, Ruler, Trash2, Trees, type LucideIcon } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { imageSrcSet } from '@contracts/listings/contracts/media.ts';
import type { PropertyCard as PropertyCardData } from '@contracts/listings/contracts/property.ts';
import type { PropertyHit } from '@contracts/listings/contracts/search.ts';
import { countOf } from '@contracts/shared/kernel/en-us-format.ts';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { useFavoriteSlot } from '@/components/favorite-slot.tsx';
import { Tooltip } from '@/components/ui/tooltip.tsx';
import { useCurrentUser } from '@/lib/auth.ts';
import { cn, formatDollars, formatNumber } from '@/lib/utils.ts';
import { prefetchProperty } from '../api/property.ts';
import { categoryLabel } from './category-label.ts';
import { DeletePropertyDialog } from './delete-property-dialog.tsx';
import { jvBadgeText, jvSummarySentence } from './jv-terms.ts';
import { PremiumBadge } from '@/components/premium-badge.tsx';
import { useNearViewport } from './use-near-viewport.ts';

export interface PropertyCardProps {
  /** a card's fields and the price per acre the server computed (search and similar hits carry both) */
  property: PropertyCardData & Pick<PropertyHit, 'pricePerAcre'>;
  /** the first cards of a page load their image eagerly (spec section 9) */
  eagerImage?: boolean;
  /** outlined, e.g. while its marker is hovered on the map */
  highlighted?: boolean;
  /** the pointer entered (the property's id) or left (null) the card, e.g. to highlight its marker */
  onHover?: (id: string | null) => void;
}

/** The card's image is at most a quarter of a wide screen, a half of a tablet's, all of a phone's. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** "$950/acre", the server's whole-dollar price per acre as sent; nothing for a property without acreage. */
export function pricePerAcreLabel({ pricePerAcre, acres }: { pricePerAcre: number; acres: number }): string | null {
  return acres > 0 ? `${formatDollars(pricePerAcre)}/acre` : null;
}

/** "1 acre", "12.5 acres" */
export function formatAcres(acres: number): string {
  return countOf(acres, 'acre');
}

/** One fact in a card's list: its term for screen readers, an icon, its value. */
export function CardFact({
  term,
  icon: Icon,
  iconClassName = 'size-4',
  children,
}: {
  term: string;
  icon: LucideIcon;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-1">
      <dt className="sr-only">{term}</dt>
      <Icon className={cn(iconClassName, 'text-slate-400')} aria-hidden="true" />
      <dd>{children}</dd>
    </div>
  );
}

/** One property in a grid (spec section 2 "Property grid and card"). */
export function PropertyCard({ property, eagerImage = false, highlighted = false, onHover }: PropertyCardProps) {
  const queryClient = useQueryClient();
  const favoriteToggle = useFavoriteSlot()(property.id, 'card');
  const { user } = useCurrentUser();
  const isOwner = user !== null && user.id === property.userId;
  const perAcre = pricePerAcreLabel(property);
  const prefetch = () => void prefetchProperty(queryClient, property.id);

  return (
    <article
      aria-label={property.title}
      onMouseEnter={() => {
        prefetch();
        onHover?.(property.id);
      }}
      onMouseLeave={() => onHover?.(null)}
      onFocus={prefetch}
      className={cn(
        'group flex w-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-shadow hover:shadow-md',
        highlighted ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200',
      )}
    >
      <div className="relative aspect-[4/3] shrink-0 overflow-hidden bg-slate-100">
        <PropertyImage src={property.images[0]} alt={property.title} eager={eagerImage} />
        {property.featured ? (
          <span className="absolute top-3 left-0 rounded-r-md bg-amber-700 px-3 py-1 text-xs font-bold tracking-wider text-white shadow">
            FEATURED
          </span>
        ) : null}
        {property.openToJointVenture ? (
          <Tooltip content={jvSummarySentence(property.jvSummary)}>
            <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow">
              <Handshake className="size-3.5" aria-hidden="true" />
              <span aria-hidden="true">{jvBadgeText(property.jvSummary)}</span>
              <span className="sr-only">{jvSummarySentence(property.jvSummary)}</span>
            </span>
          </Tooltip>
        ) : null}
        <span className="absolute bottom-3 left-3 rounded-md bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
          {categoryLabel(property.category)}
        </span>
        {favoriteToggle ? <div className="absolute right-3 bottom-3">{favoriteToggle}</div> : null}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-xl font-bold text-slate-900">{formatDollars(property.price)}</span>
            {perAcre ? <span className="text-sm font-medium text-slate-500">{perAcre}</span> : null}
          </p>
          <h3 className="mt-1 line-clamp-2 font-semibold text-slate-800" title={property.title}>
            {property.title}
          </h3>
          {property.sellerPremium ? (
            <p className="mt-1.5">
              <PremiumBadge />
            </p>
          ) : null}
        </div>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <CardFact term="Location" icon={MapPin}>
            {property.city}, {property.state}
          </CardFact>
          <CardFact term="Size" icon={Ruler}>
            {formatAcres(property.acres)}
          </CardFact>
          {property.viewCount > 0 ? (
            <CardFact term="Views" icon={Eye}>
              {formatNumber(property.viewCount)} {property.viewCount === 1 ? 'view' : 'views'}
            </CardFact>
          ) : null}
        </dl>
        <div className="mt-auto space-y-2">
          <Link to="/property/$id" params={{ id: property.id }} className={cn(buttonClassName('secondary', 'md'), 'w-full')}>
            View Details
            <span className="sr-only">: {property.title}</span>
          </Link>
          {isOwner ? (
            <div className="grid grid-cols-2 gap-2">
              <Link to="/property/$id/edit" params={{ id: property.id }} className={buttonClassName('ghost', 'sm')}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit
                <span className="sr-only">: {property.title}</span>
              </Link>
              <DeletePropertyDialog
                propertyId={property.id}
                propertyTitle={property.title}
                trigger={
                  <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800">
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete
                    <span className="sr-only">: {property.title}</span>
                  </Button>
                }
              />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * The cover photo with its responsive widths. Eager cards load it at once; the others once the
 * card nears the viewport (spec section 9). A photo that fails to load says so.
 */
function PropertyImage({ src, alt, eager }: { src: string | undefined; alt: string; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, eager);

  if (!src || failed) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 via-slate-100 to-slate-200 text-slate-400">
        {failed ? <ImageOff className="size-8" aria-hidden="true" /> : <Trees className="size-8" aria-hidden="true" />}
        <span className="text-xs font-medium">{failed ? 'Image unavailable' : 'No photo yet'}</span>
      </div>
    );
  }

  return (
    <div ref={frame} className="size-full">
      {near ? (
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={imageSrcSet(src) ? CARD_IMAGE_SIZES : undefined}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      ) : null}
    </div>
  );
}
