import { Link, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AUDIENCE_TITLES, siteMapEntries, type Audience } from './site-map.ts';

const ORDER: readonly Audience[] = ['everyone', 'visitors', 'members', 'administrators'];

/** `/admin/sitemap` ("Site Map"): every page of the app, read from the route tree, grouped by who may see it. */
export function SiteMapPage() {
  const router = useRouter();
  const groups = useMemo(() => siteMapEntries(Object.values(router.routesById) as Array<{ id: string; fullPath: string }>), [router]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>Site Map | DealAcre</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Site Map</h1>
      <p className="mt-2 text-slate-600">
        Every page of DealAcre, grouped by who may open it. Pages with a parameter stand for one page per record.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {ORDER.map((audience) => (
          <section
            key={audience}
            aria-labelledby={`site-map-${audience}`}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id={`site-map-${audience}`} className="text-lg font-semibold text-slate-900">
              {AUDIENCE_TITLES[audience].title} <span className="text-sm font-normal text-slate-500">({groups[audience].length})</span>
            </h2>
            <p className="mt-1 text-sm text-slate-600">{AUDIENCE_TITLES[audience].text}</p>
            <ul className="mt-4 space-y-1.5 font-mono text-sm">
              {groups[audience].map((entry) => (
                <li key={entry.path}>
                  {entry.linkable ? (
                    <Link to={entry.path} className="text-brand-700 hover:text-brand-900 hover:underline">
                      {entry.path}
                    </Link>
                  ) : (
                    <span className="text-slate-600">{entry.path}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
