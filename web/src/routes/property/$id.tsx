import { createFileRoute } from '@tanstack/react-router';
import { propertyQueryOptions } from '@/features/listings/api/property.ts';
import { PropertyDetailPage } from '@/features/listings/components/property-detail/property-detail-page.tsx';

export const Route = createFileRoute('/property/$id')({
  // Start the request with the navigation; the page shows its skeleton until it answers (a 404 shows the not-found state).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(propertyQueryOptions(params.id));
  },
  component: PropertyPage,
});

function PropertyPage() {
  const { id } = Route.useParams();
  return <PropertyDetailPage key={id} id={id} />;
}
