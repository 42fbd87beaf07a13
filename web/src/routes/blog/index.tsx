import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/blog/')({
  component: BlogPage,
});

function BlogPage() {
  return (
    <ComingSoon
      title="Blog"
      summary="Articles on wholesaling, land investing and deal analysis."
    />
  );
}
