import { Link } from '@tanstack/react-router';
import { MapPin, Ruler, Trees, X } from 'lucide-react';
import { useState } from 'react';
import type { PropertyCard as PropertyCardData } from '@contracts/listings/contracts/property.ts';
import { buttonClassName } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn, formatDollars } from '@/lib/utils.ts';
import { categoryLabel } from '../category-label.ts';
import { CardFact, formatAcres } from '../property-card.tsx';

interface SelectedPropertyPanelProps {
  /** the property, once known */
  property: PropertyCardData | undefined;
  /** the property could not be loaded (removed since, or a bad link) */
  failed?: boolean;
  onClose?: () => void;
  /** placement; it must position the panel (`relative`, `absolute`...), which is `relative` by default */
  className?: string;
}

/** The property picked on the map: photo, price, acres, location and View Details. */
export function SelectedPropertyPanel({ property, failed = false, onClose, className }: SelectedPropertyPanelProps) {
  return (
    <section
      aria-label="Selected property"
      className={cn('flex overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-slate-900/10', className ?? 'relative')}
    >
      {onClose ? (
        <button
          type="button"
          onClick={onClose}
          aria-label="Close property details"
          className="absolute top-2 right-2 z-10 rounded-full bg-white/90 p-1 text-slate-600 shadow hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
      {property ? (
        <>
          <div className="relative w-32 shrink-0 bg-slate-100 sm:w-40">
            <PanelImage key={property.id} src={property.images[0]} alt={property.title} />
            {property.featured ? (
              <span className="absolute top-2 left-0 rounded-r bg-amber-700 px-2 py-0.5 text-[10px] font-bold tracking-wider text-white">
                FEATURED
              </span>
            ) : null}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 pr-9">
            <p className="text-lg font-bold text-slate-900">{formatDollars(property.price)}</p>
            <h3 className="line-clamp-2 text-sm font-semibold text-slate-800" title={property.title}>
              {property.title}
            </h3>
            <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
              <CardFact term="Location" icon={MapPin} iconClassName="size-3.5">
                {property.city}, {property.state}
              </CardFact>
              <CardFact term="Size" icon={Ruler} iconClassName="size-3.5">
                {formatAcres(property.acres)}
              </CardFact>
              <div>
                <dt className="sr-only">Category</dt>
                <dd>{categoryLabel(property.category)}</dd>
              </div>
            </dl>
            <Link to="/property/$id" params={{ id: property.id }} className={cn(buttonClassName('primary', 'sm'), 'mt-auto w-full')}>
              View Details
              <span className="sr-only">: {property.title}</span>
            </Link>
          </div>
        </>
      ) : failed ? (
        <p className="p-4 pr-10 text-sm text-slate-600">This property is no longer available.</p>
      ) : (
        <div className="flex w-full gap-3 p-3" aria-busy="true" aria-label="Loading property">
          <Skeleton className="h-24 w-28 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
      )}
    </section>
  );
}

function PanelImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className="flex size-full min-h-28 items-center justify-center bg-gradient-to-br from-brand-50 to-slate-200 text-slate-400">
        <Trees className="size-7" aria-hidden="true" />
        <span className="sr-only">{failed ? 'Image unavailable' : 'No photo yet'}</span>
      </div>
    );
  }
  return <img src={src} alt={alt} onError={() => setFailed(true)} className="absolute inset-0 size-full object-cover" />;
}
