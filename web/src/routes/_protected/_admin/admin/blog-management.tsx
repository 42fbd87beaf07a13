import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/_admin/admin/blog-management')({
  component: BlogManagementPage,
});

function BlogManagementPage() {
  return <ComingSoon title="Blog Management" />;
}
