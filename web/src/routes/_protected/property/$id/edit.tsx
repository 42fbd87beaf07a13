import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { EditListingPage } from '@/features/listings/components/listing-form/listing-form-pages.tsx';
import { useCurrentUser } from '@/lib/auth.ts';

export const Route = createFileRoute('/_protected/property/$id/edit')({
  component: EditPropertyRoute,
});

function EditPropertyRoute() {
  const { id } = Route.useParams();
  const { user } = useCurrentUser();
  if (!user) return <PageSkeleton />;
  return <EditListingPage user={user} id={id} />;
}
