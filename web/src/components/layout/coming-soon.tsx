import { Link } from '@tanstack/react-router';
import { Hammer } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { PROPERTIES_ANCHOR } from '@/lib/scroll.ts';

interface ComingSoonProps {
  title: string;
  /** one plain sentence on what the page is for, when the spec says */
  summary?: string;
}

/** The honest state of a page that is still being built: no fake data, no fake forms. */
export function ComingSoon({ title, summary }: ComingSoonProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <title>{`${title} | DealAcre`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {summary ? <p className="mt-3 text-lg text-slate-600">{summary}</p> : null}
      <div className="mt-8 flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-600">
          <Hammer className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="font-semibold text-slate-900">Coming soon</p>
          <p className="mt-1 text-slate-600">This part of DealAcre is being built and is not available yet. Please check back soon.</p>
        </div>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/" hash={PROPERTIES_ANCHOR}>
            Browse properties
          </Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </section>
  );
}
