import { createFileRoute } from '@tanstack/react-router';
import { DeadEventsPage, type DeadEventsSearch } from '@/features/dead-events/components/dead-events-page.tsx';

/** `/admin/events`: outbox events no subscriber could take, to inspect and replay. */
export const Route = createFileRoute('/_protected/_admin/admin/events')({
  validateSearch: (search: Record<string, unknown>): DeadEventsSearch => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
  },
  component: DeadEvents,
});

function DeadEvents() {
  const navigate = Route.useNavigate();
  return <DeadEventsPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />;
}
