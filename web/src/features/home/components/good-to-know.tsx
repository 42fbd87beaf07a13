import { Link, useHydrated } from '@tanstack/react-router';
import { CircleHelp, FileText, Landmark, Mail, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { openHelpCenter } from '@/lib/help-center.ts';
import { SUPPORT_EMAIL, supportMailto } from '@/lib/support.ts';

const linkClassName = 'font-semibold text-brand-700 hover:text-brand-900 hover:underline';

interface Topic {
  /** the anchor the footer links to (spec section 2) */
  id: 'financing' | 'faq' | 'contact' | 'terms' | 'privacy';
  icon: LucideIcon;
  title: string;
  text: string;
  action: ReactNode;
}

const TOPICS: readonly Topic[] = [
  {
    id: 'financing',
    icon: Landmark,
    title: 'Financing',
    text: 'Many sellers on DealAcre carry the note themselves or sell subject to the existing loan, so you can buy land with a down payment instead of a bank loan. Filter by terms to find them, then check the payment and the return in the calculator.',
    action: (
      <span className="flex flex-wrap gap-x-4 gap-y-1">
        <Link to="/search" search={{ terms: 'owner-finance' }} className={linkClassName}>
          Owner-financed deals
        </Link>
        <Link to="/calculator" className={linkClassName}>
          Run the numbers
        </Link>
      </span>
    ),
  },
  {
    id: 'faq',
    icon: CircleHelp,
    title: 'Questions and answers',
    text: 'How plans, contacts, saved searches, the calculator and joint ventures work, answered in the help center, which opens from the round button on every page.',
    action: <OpenHelpCenter />,
  },
  {
    id: 'contact',
    icon: Mail,
    title: 'Contact',
    text: 'A question about a listing goes to its seller: use Contact seller on the property page. For your account, a plan or anything else, write to us.',
    action: (
      <a href={supportMailto()} className={linkClassName}>
        {SUPPORT_EMAIL}
      </a>
    ),
  },
  {
    id: 'terms',
    icon: FileText,
    title: 'Terms',
    text: 'DealAcre is a marketplace, not a party to any deal: sellers answer for their listings, buyers do their own due diligence, and plans renew monthly until cancelled.',
    action: (
      <Link to="/terms-of-service" className={linkClassName}>
        Terms of Service
      </Link>
    ),
  },
  {
    id: 'privacy',
    icon: ShieldCheck,
    title: 'Privacy',
    text: 'We never sell your information. Your phone and email reach another member only when you send them a message or ask for a cash offer.',
    action: (
      <Link to="/privacy-policy" className={linkClassName}>
        Privacy Policy
      </Link>
    ),
  },
];

/** Does nothing until the page has hydrated, so it says so until then. */
function OpenHelpCenter() {
  const hydrated = useHydrated();
  return (
    <button type="button" onClick={openHelpCenter} aria-disabled={hydrated ? undefined : true} className={linkClassName}>
      Open the help center
    </button>
  );
}

/** The homepage's closing section: the topics the footer's anchors lead to (spec section 2). */
export function GoodToKnow() {
  return (
    <section aria-labelledby="good-to-know-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <h2 id="good-to-know-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Good to know
      </h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TOPICS.map(({ id, icon: Icon, title, text, action }) => (
          <article
            key={id}
            id={id}
            aria-labelledby={`${id}-heading`}
            className="flex scroll-mt-24 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <h3 id={`${id}-heading`} className="mt-4 font-semibold text-slate-900">
              {title}
            </h3>
            <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{text}</p>
            <div className="mt-4 text-sm">{action}</div>
          </article>
        ))}
      </div>
    </section>
  );
}
