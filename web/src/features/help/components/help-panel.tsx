import { Accordion } from 'radix-ui';
import { ChevronDown, Mail, Search } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SUPPORT_EMAIL, supportMailto } from '@/lib/support.ts';
import { cn } from '@/lib/utils.ts';
import { useFaqCategories, useFaqs, type Faq } from '../api/faqs.ts';

/** The help widget's panel: FAQ search, categories and answers. Loaded when the widget first opens. */
export default function HelpPanel() {
  const [term, setTerm] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const categories = useFaqCategories();
  const faqs = useFaqs(categoryId);
  const shown = filterFaqs(faqs.data ?? [], term);

  return (
    <>
      <div className="bg-brand-700 px-5 py-4 text-white">
        <h2 className="text-base font-semibold">Help Center</h2>
        <p className="text-sm text-brand-100">Answers to common questions about DealAcre.</p>
      </div>

      <div className="space-y-3 border-b border-slate-200 p-4">
        <label className="relative block">
          <span className="sr-only">Search frequently asked questions</span>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <input
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Search frequently asked questions..."
            className="h-10 w-full rounded-lg border border-slate-300 pr-3 pl-9 text-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
          />
        </label>
        {categories.data && categories.data.length > 0 ? (
          <div
            className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
            role="group"
            aria-label="FAQ category"
          >
            <CategoryChip label="All" active={categoryId === ''} onSelect={() => setCategoryId('')} />
            {categories.data.map((category) => (
              <CategoryChip
                key={category.id}
                label={`${category.name} (${category.count})`}
                active={categoryId === category.id}
                onSelect={() => setCategoryId(category.id)}
              />
            ))}
          </div>
        ) : null}
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {faqs.isPending ? (
          <div className="space-y-2 p-2" aria-busy="true" aria-label="Loading FAQs">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : faqs.isError ? (
          <div className="px-4 py-8 text-center" role="alert">
            <p className="text-sm text-slate-600">FAQs could not be loaded right now.</p>
            <button type="button" onClick={() => void faqs.refetch()} className="mt-2 text-sm font-medium text-brand-700 hover:underline">
              Try again
            </button>
          </div>
        ) : shown.length === 0 ? (
          term.trim() || categoryId ? (
            <div className="px-4 py-8 text-center" role="status">
              <p className="text-sm font-medium text-slate-900">No FAQs found matching your search.</p>
              <p className="mt-1 text-sm text-slate-500">Try a different search term or category.</p>
            </div>
          ) : (
            <p className="px-4 py-8 text-center text-sm text-slate-600" role="status">
              No FAQs have been published yet. Write to us below and we will help.
            </p>
          )
        ) : (
          <Accordion.Root type="multiple" className="divide-y divide-slate-100">
            {shown.map((faq) => (
              <Accordion.Item key={faq.id} value={faq.id}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full items-start justify-between gap-3 rounded-md px-3 py-3 text-left text-sm font-medium text-slate-900 hover:bg-slate-50">
                    {faq.question}
                    <ChevronDown
                      className="mt-0.5 size-4 shrink-0 text-slate-400 transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden="true"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="px-3 pb-3 text-sm whitespace-pre-line text-slate-600">{faq.answer}</Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </div>

      <div className="border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600">
        Still need help?{' '}
        <a href={supportMailto()} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
          <Mail className="size-4" aria-hidden="true" />
          Contact {SUPPORT_EMAIL}
        </a>
      </div>
    </>
  );
}

/** Spec section 5: case-insensitive substring match on question or answer, in the browser. */
function filterFaqs(faqs: Faq[], term: string): Faq[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return faqs;
  return faqs.filter((faq) => faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle));
}

function CategoryChip({ label, active, onSelect }: { label: string; active: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onSelect}
      className={cn(
        'shrink-0 rounded-full px-3 py-1 text-xs font-medium whitespace-nowrap ring-1 transition-colors ring-inset',
        active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
      )}
    >
      {label}
    </button>
  );
}
