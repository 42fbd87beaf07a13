import { Link } from '@tanstack/react-router';
import { FileUp, Tags, Users } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

const POINTS = [
  {
    icon: FileUp,
    title: 'Import your buyers list',
    text: 'From any CSV file: columns matched for you, duplicates and bad rows reported, undo in one click.',
  },
  {
    icon: Users,
    title: 'Know each buyer’s box',
    text: 'Markets, states and counties, property types, price range, cash or financing, proof of funds.',
  },
  { icon: Tags, title: 'Segment and export', text: 'Tag buyers, find a segment in a second and export it as CSV.' },
];

/** `/bulk-contacts` for a member without the seller capability: what a buyers list is, and how to get one. */
export function ContactsForSellers() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <title>Bulk Contacts | DealAcre</title>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">For sellers</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Bulk Contacts</h1>
      <p className="mt-3 text-lg text-slate-600">
        A buyers list is a seller’s tool: wholesalers keep the investors they sell to here. Turn on selling in your settings, then choose a
        seller plan to import and keep contacts.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon className="size-5 text-brand-700" aria-hidden="true" />
            <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/pricing">View seller plans</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/settings">Turn on selling</Link>
        </Button>
      </div>
    </section>
  );
}
