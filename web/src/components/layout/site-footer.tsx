import { Link } from '@tanstack/react-router';
import { Tooltip } from '../ui/tooltip.tsx';
import { PROPERTIES_ANCHOR } from '@/lib/scroll.ts';
import { Logo } from './logo.tsx';

const TAGLINE = 'Professional real estate investment platform with advanced analytics and market intelligence tools.';

const CATEGORY_LINKS = [
  { category: 'land', label: 'Land' },
  { category: 'unrestricted', label: 'Unrestricted Land' },
  { category: 'residential', label: 'Residential' },
] as const;

/** In-page anchors on the homepage (spec section 2 "Footer"). */
const ANCHOR_LINKS = [
  { hash: 'how-it-works', label: 'How It Works' },
  { hash: 'blog', label: 'Blog' },
  { hash: 'financing', label: 'Financing' },
  { hash: 'contact', label: 'Contact' },
  { hash: 'faq', label: 'FAQ' },
  { hash: 'terms', label: 'Terms' },
  { hash: 'privacy', label: 'Privacy' },
] as const;

/** One live social network; the others are shown as not yet available. */
const SOCIAL_LINK = { label: 'LinkedIn', href: 'https://www.linkedin.com/company/dealacre' };
const SOCIAL_PLACEHOLDERS = ['Facebook', 'X', 'YouTube'] as const;

// py-0.5: 24 px tall, the smallest target WCAG 2.5.8 allows
const linkClassName = 'inline-block py-0.5 text-sm text-slate-400 transition-colors hover:text-white';
const headingClassName = 'text-sm font-semibold tracking-wide text-white uppercase';

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4 lg:col-span-2">
          <Logo inverted />
          <p className="max-w-sm text-sm leading-6 text-slate-400">{TAGLINE}</p>
          <ul className="flex flex-wrap gap-2" aria-label="Social networks">
            <li>
              <a
                href={SOCIAL_LINK.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex rounded-full bg-slate-800 px-3 py-1.5 text-xs font-medium text-slate-200 hover:bg-brand-600 hover:text-white"
              >
                {SOCIAL_LINK.label}
              </a>
            </li>
            {SOCIAL_PLACEHOLDERS.map((name) => (
              <li key={name}>
                <Tooltip content={`${name}: coming soon`}>
                  <span
                    tabIndex={0}
                    aria-disabled="true"
                    className="inline-flex cursor-not-allowed rounded-full border border-dashed border-slate-700 px-3 py-1.5 text-xs font-medium text-slate-500"
                  >
                    {name}
                    <span className="sr-only"> (coming soon)</span>
                  </span>
                </Tooltip>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Property categories" className="space-y-3">
          <h2 className={headingClassName}>Browse</h2>
          <ul className="space-y-2">
            {CATEGORY_LINKS.map((link) => (
              <li key={link.category}>
                <Link to="/" search={{ category: link.category }} hash={PROPERTIES_ANCHOR} className={linkClassName}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Company" className="space-y-3">
          <h2 className={headingClassName}>Company</h2>
          <ul className="grid grid-cols-2 gap-2 md:grid-cols-1">
            {ANCHOR_LINKS.map((link) => (
              <li key={link.hash}>
                <Link to="/" hash={link.hash} className={linkClassName}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} DealAcre. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
