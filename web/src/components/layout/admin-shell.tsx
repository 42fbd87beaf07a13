import { Link } from '@tanstack/react-router';
import {
  CreditCard,
  FileText,
  HandCoins,
  Flag,
  House,
  Inbox,
  LayoutDashboard,
  Map,
  RotateCcw,
  ScrollText,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';

/** The back office's sections, in the order an operator works through them. */
export const ADMIN_SECTIONS = [
  { to: '/admin', label: 'Overview', icon: LayoutDashboard, exact: true },
  { to: '/admin/users', label: 'Accounts', icon: Users, exact: false },
  { to: '/admin/listings', label: 'Listings', icon: House, exact: false },
  { to: '/admin/leads', label: 'Leads', icon: Inbox, exact: false },
  { to: '/admin/reports', label: 'Reports', icon: Flag, exact: false },
  { to: '/admin/funds', label: 'Proof of funds', icon: ShieldCheck, exact: false },
  { to: '/admin/subscriptions', label: 'Subscriptions', icon: CreditCard, exact: false },
  { to: '/admin/payouts', label: 'Payouts', icon: HandCoins, exact: false },
  { to: '/admin/events', label: 'Dead events', icon: RotateCcw, exact: false },
  { to: '/admin/audit-log', label: 'Audit log', icon: ScrollText, exact: false },
  { to: '/admin/blog-management', label: 'Content', icon: FileText, exact: false },
  { to: '/admin/sitemap', label: 'Site Map', icon: Map, exact: false },
] as const;

const itemClassName =
  'flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/**
 * Every `/admin` page: the sections beside the page on wide screens, in a row that scrolls sideways
 * above it on phones.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-[96rem] lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-2 lg:px-4">
      <nav aria-label="Back office" className="border-b border-slate-200 lg:border-0 lg:py-8">
        <p className="hidden px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">Back office</p>
        <ul className="flex gap-1 overflow-x-auto px-4 py-2 lg:sticky lg:top-20 lg:flex-col lg:overflow-visible lg:p-0">
          {ADMIN_SECTIONS.map(({ to, label, icon: Icon, exact }) => (
            <li key={to}>
              <Link
                to={to}
                activeOptions={{ exact, includeSearch: false }}
                className={itemClassName}
                activeProps={{ className: 'bg-brand-50 text-brand-800 hover:bg-brand-100', 'aria-current': 'page' }}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
