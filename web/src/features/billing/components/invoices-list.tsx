import { ExternalLink } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toastError } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import { useInvoices, useOpenBillingPortal, type InvoiceView } from '../api/billing.ts';
import { formatDate } from '../plans.ts';
import { useGoToUrl } from '../use-go-to-url.ts';

const money = (invoice: InvoiceView) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency.toUpperCase() }).format(invoice.amount);

/** The user's invoices and receipts, with the provider's billing portal when there is one. */
export function InvoicesList({ hasProviderPortal }: { hasProviderPortal: boolean }) {
  const invoices = useInvoices();
  const portal = useOpenBillingPortal();
  const goTo = useGoToUrl();

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => goTo(url),
      onError: (error) => toastError('Could not open billing', error, 'Something went wrong. Please try again.'),
    });

  return (
    <section aria-labelledby="invoices-heading" className="mt-6 border-t border-slate-100 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="invoices-heading" className="font-semibold text-slate-900">
          Invoices and receipts
        </h3>
        {hasProviderPortal ? (
          <SubmitButton
            size="sm"
            variant="secondary"
            onClick={openPortal}
            pending={portal.isPending}
            icon={<ExternalLink className="size-4" aria-hidden="true" />}
          >
            Payment methods and invoices
          </SubmitButton>
        ) : null}
      </div>
      {invoices.isPending ? (
        <Skeleton className="mt-3 h-16 w-full" />
      ) : invoices.isError ? (
        <Alert variant="error" className="mt-3">
          {serverMessage(invoices.error) ?? 'We could not load your invoices. Please reload the page.'}
        </Alert>
      ) : invoices.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No charges yet. Receipts appear here after each payment.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {invoices.data.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{invoice.description}</p>
                <p className="text-slate-500">
                  {invoice.number} · {formatDate(invoice.createdAt)}
                  {invoice.periodStart && invoice.periodEnd
                    ? ` · ${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`
                    : ''}
                </p>
              </div>
              <span className="font-semibold text-slate-900 tabular-nums">{money(invoice)}</span>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
                  invoice.status === 'paid' && 'bg-emerald-50 text-emerald-800 ring-emerald-200',
                  invoice.status === 'failed' && 'bg-red-50 text-red-800 ring-red-200',
                  invoice.status === 'refunded' && 'bg-slate-50 text-slate-700 ring-slate-200',
                )}
              >
                {invoice.status === 'paid' ? 'Paid' : invoice.status === 'refunded' ? 'Refunded' : 'Payment failed'}
              </span>
              {invoice.hostedUrl ? (
                <a href={invoice.hostedUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline-offset-2 hover:underline">
                  View invoice
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
