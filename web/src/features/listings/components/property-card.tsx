import { Link } from '@tanstack/react-router';
import { Eye, Handshake, ImageOff, MapPin, Ruler, Trees } from 'lucide-react';
import { useState } from 'react';
import type { PropertyCard as PropertyCardData } from '../../../../../modules/listings/contracts/http.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn, formatDollars, formatNumber } from '../../../lib/utils.ts';
import { categoryLabel } from './category-label.ts';

interface PropertyCardProps {
  property: PropertyCardData;
  /** the first cards of a page load their image eagerly (spec section 9) */
  eagerImage?: boolean;
}

export function PropertyCard({ property, eagerImage = false }: PropertyCardProps) {
  const image = property.images[0];

  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] shrink-0 overflow-hidden bg-slate-100">
        <PropertyImage src={image} alt={property.title} eager={eagerImage} />
        {property.featured ? (
          <span className="absolute top-3 left-0 rounded-r-md bg-amber-500 px-3 py-1 text-xs font-bold tracking-wider text-white shadow">
            FEATURED
          </span>
        ) : null}
        {property.openToJointVenture ? (
          <Tooltip content="Open to joint venture partners">
            <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow">
              <Handshake className="size-3.5" aria-hidden="true" />
              JV
              <span className="sr-only">: open to joint venture</span>
            </span>
          </Tooltip>
        ) : null}
        <span className="absolute bottom-3 left-3 rounded-md bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
          {categoryLabel(property.category)}
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="text-xl font-bold text-slate-900">{formatDollars(property.price)}</p>
          <h3 className="mt-1 line-clamp-2 font-semibold text-slate-800" title={property.title}>
            {property.title}
          </h3>
        </div>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <div className="flex items-center gap-1">
            <dt className="sr-only">Location</dt>
            <MapPin className="size-4 text-slate-400" aria-hidden="true" />
            <dd>
              {property.city}, {property.state}
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">Size</dt>
            <Ruler className="size-4 text-slate-400" aria-hidden="true" />
            <dd>
              {formatNumber(property.acres)} {property.acres === 1 ? 'acre' : 'acres'}
            </dd>
          </div>
          {property.viewCount > 0 ? (
            <div className="flex items-center gap-1">
              <dt className="sr-only">Views</dt>
              <Eye className="size-4 text-slate-400" aria-hidden="true" />
              <dd>
                {formatNumber(property.viewCount)} {property.viewCount === 1 ? 'view' : 'views'}
              </dd>
            </div>
          ) : null}
        </dl>
        <Link
          to="/property/$id"
          params={{ id: property.id }}
          className={cn(buttonClassName('secondary', 'md'), 'mt-auto w-full')}
        >
          View Details
          <span className="sr-only">: {property.title}</span>
        </Link>
      </div>
    </article>
  );
}

function PropertyImage({ src, alt, eager }: { src: string | undefined; alt: string; eager: boolean }) {
  const [failed, setFailed] = useState(false);

  if (!src || failed) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 via-slate-100 to-slate-200 text-slate-400">
        {failed ? <ImageOff className="size-8" aria-hidden="true" /> : <Trees className="size-8" aria-hidden="true" />}
        <span className="text-xs font-medium">{failed ? 'Image unavailable' : 'No photo yet'}</span>
      </div>
    );
  }

  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
    />
  );
}
