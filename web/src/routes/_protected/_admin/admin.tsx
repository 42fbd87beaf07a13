import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminShell } from '@/components/layout/admin-shell.tsx';

/** `/admin/*`: the back office's pages inside its sections' navigation. */
export const Route = createFileRoute('/_protected/_admin/admin')({
  component: () => (
    <AdminShell>
      <Outlet />
    </AdminShell>
  ),
});
