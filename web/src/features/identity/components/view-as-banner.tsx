import { Eye } from 'lucide-react';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/auth.ts';

/**
 * Above every page while an administrator sees the site as a member: whose view it is, that nothing can
 * be changed, until when, and the way back. Ending it reloads the back office, so nothing of the
 * member's stays in the page's memory.
 */
export function ViewAsBanner() {
  const { user } = useCurrentUser();
  const [ending, setEnding] = useState(false);
  if (!user?.viewing) return null;
  const until = new Date(user.viewing.until).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  const end = async () => {
    setEnding(true);
    await apiRequest('/api/auth/view-as/end', { method: 'POST' }).catch(() => undefined);
    window.location.assign('/admin/users');
  };
  return (
    <section aria-label="Viewing as a member" className="bg-violet-900 text-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6 lg:px-8">
        <Eye className="size-5 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 basis-60 text-sm">
          <strong>
            Viewing as {user.firstName} {user.lastName}
          </strong>
          , read-only until {until}. Nothing you do here changes their account.
        </p>
        <button
          type="button"
          onClick={() => void end()}
          disabled={ending}
          className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-violet-900 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          End view
        </button>
      </div>
    </section>
  );
}
