import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/_admin/admin/sitemap')({
  component: SiteMapPage,
});

function SiteMapPage() {
  return <ComingSoon title="Site Map" />;
}
