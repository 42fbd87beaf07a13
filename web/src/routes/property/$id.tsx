import { createFileRoute } from '@tanstack/react-router';
import { propertyQueryOptions } from '@/features/listings/api/property.ts';
import { PropertyDetailPage } from '@/features/listings/components/property-detail/property-detail-page.tsx';
import { awaitOnServer } from '@/lib/server-render.ts';

export const Route = createFileRoute('/property/$id')({
  // The request starts with the navigation: the server renders its answer, the browser shows the skeleton meanwhile
  // (a 404 shows the not-found state).
  loader: ({ context, params }) => awaitOnServer(context.queryClient.prefetchQuery(propertyQueryOptions(params.id))),
  component: PropertyPage,
});

function PropertyPage() {
  const { id } = Route.useParams();
  return <PropertyDetailPage key={id} id={id} />;
}
