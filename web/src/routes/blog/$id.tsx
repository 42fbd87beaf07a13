import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/blog/$id')({
  component: BlogArticlePage,
});

function BlogArticlePage() {
  return <ComingSoon title="Blog Article" />;
}
