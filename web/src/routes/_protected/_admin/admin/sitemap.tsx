import { createFileRoute } from '@tanstack/react-router';
import { SiteMapPage } from '@/features/site-map/site-map-page.tsx';

export const Route = createFileRoute('/_protected/_admin/admin/sitemap')({
  component: SiteMapPage,
});
