import { Link } from '@tanstack/react-router';
import { Copy, ExternalLink, Globe } from 'lucide-react';
import { useId } from 'react';
import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { inputClassName } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${what} copied` });
  } catch {
    toast({ title: 'Could not copy', description: 'Select the text and copy it yourself.' });
  }
}

/** The HTML a seller pastes into their own site to link their lead page. */
export function leadPageSnippet(url: string, name: string): string {
  const text = `Sell your property to ${name}`.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<a href="${url}" target="_blank" rel="noopener">${text}</a>`;
}

/**
 * The seller's own lead page (`/sell/{id}`): its address to share and the link to paste into their
 * website. Owners who send it reach this seller alone; their leads land in Leads you took and the pipeline.
 */
export function LeadPageLink({ user }: { user: CurrentUser }) {
  const headingId = useId();
  const urlId = useId();
  const snippetId = useId();
  const path = `/sell/${user.id}`;
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  const snippet = leadPageSnippet(url, `${user.firstName} ${user.lastName}`.trim());

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Globe className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            Your lead page
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Owners who ask for a cash offer on your own page reach you alone: their leads are yours at once and do not count against this
            month’s leads.
          </p>
        </div>
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div>
          <label htmlFor={urlId} className="text-sm font-medium text-slate-800">
            Page address
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={urlId}
              readOnly
              value={url}
              className={cn(inputClassName, 'min-w-0 flex-1 font-mono text-sm')}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy(url, 'Link')} aria-label="Copy the page address">
              <Copy className="size-4" aria-hidden="true" />
            </Button>
            <Button variant="secondary" asChild>
              <Link to="/sell/$sellerId" params={{ sellerId: user.id }} target="_blank" aria-label="Open your lead page in a new tab">
                <ExternalLink className="size-4" aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        <div>
          <label htmlFor={snippetId} className="text-sm font-medium text-slate-800">
            Link for your website
          </label>
          <div className="mt-1 flex gap-2">
            <textarea
              id={snippetId}
              readOnly
              rows={2}
              value={snippet}
              className={cn(inputClassName, 'min-w-0 flex-1 resize-none font-mono text-xs')}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy(snippet, 'Code')} aria-label="Copy the code for your website">
              <Copy className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
