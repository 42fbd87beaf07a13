import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { PostListingPage } from '@/features/listings/components/listing-form/listing-form-pages.tsx';
import { useCurrentUser } from '@/lib/auth.ts';

export const Route = createFileRoute('/_protected/post-property')({
  component: PostPropertyRoute,
});

function PostPropertyRoute() {
  const { user } = useCurrentUser();
  if (!user) return <PageSkeleton />;
  return <PostListingPage user={user} />;
}
