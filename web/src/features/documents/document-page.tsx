import { SUPPORT_EMAIL, supportMailto } from '@/lib/support.ts';
import type { DocumentBlock, SiteDocument } from './document.ts';

/** "2026-11-25" → "November 25, 2026", the same on the server and in every browser */
function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

function Block({ block }: { block: DocumentBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-slate-400">
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * A document page (Privacy Policy, Terms of Service, User Guide): its date, a summary, a table of
 * contents and numbered sections with stable anchors, readable in print. Rendered on the server like
 * every public page.
 */
export function DocumentPage({ document, dateLabel = 'Effective' }: { document: SiteDocument; dateLabel?: 'Effective' | 'Updated' }) {
  const effective = longDate(document.effective);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <title>{`${document.title} | DealAcre`}</title>
      <meta name="description" content={document.summary} />
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{document.title}</h1>
        <p className="mt-3 text-sm font-medium text-slate-600">
          {dateLabel} <time dateTime={document.effective}>{effective}</time>
        </p>
        <p className="mt-5 text-lg leading-8 text-slate-700">{document.summary}</p>
      </header>

      <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:hidden">
        <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
          Contents
        </h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm text-slate-700 marker:text-slate-400 sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 hover:text-brand-900 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {document.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
            <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-4 leading-7 text-slate-700">
              {section.body.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>

      <footer className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
        {dateLabel === 'Effective' ? `This version took effect on ${effective}.` : `Last updated ${effective}.`} Questions:{' '}
        <a href={supportMailto(document.title)} className="font-medium text-brand-700 hover:text-brand-900 hover:underline">
          {SUPPORT_EMAIL}
        </a>
        .
      </footer>
    </article>
  );
}
