import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PropertyDetailPage } from '@/features/listings/components/property-detail/property-detail-page.tsx';
import { awaitOnServer } from '@/lib/server-render.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';

/** `?contact=1`: open the "Contact seller" composer (a visitor coming back from signing in to send their message). */
const propertySearchSchema = lazySchema(() =>
  z.object({
    contact: z
      .union([z.literal(1), z.literal('1'), z.literal(true), z.literal('true')])
      .transform(() => 1 as const)
      .optional()
      .catch(undefined),
  }),
);

export const Route = createFileRoute('/property/$id')({
  validateSearch: propertySearchSchema,
  // The requests start with the navigation: the server renders the property, its seller and the listings like it; the
  // browser shows the skeleton meanwhile (a 404 shows the not-found state). The property API is imported on demand: the loader is in every page's first download.
  loader: ({ context, params }) =>
    awaitOnServer(
      import('@/features/listings/api/property.ts').then((property) => property.prefetchPropertyPage(context.queryClient, params.id)),
    ),
  component: PropertyPage,
});

function PropertyPage() {
  const { id } = Route.useParams();
  return <PropertyDetailPage key={id} id={id} />;
}
