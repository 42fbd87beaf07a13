import { Flag } from 'lucide-react';
import { useState } from 'react';
import {
  LISTING_REPORT_DETAILS_MAX,
  LISTING_REPORT_REASON_LABELS,
  LISTING_REPORT_REASONS,
  type ListingReportReason,
} from '@contracts/listings/contracts/listing-reports.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { useReportListing } from '../../api/property.ts';

/** "Report this listing": a signed-in member who is not its seller tells the administrators what is wrong with it. */
export function ReportListingDialog({ propertyId }: { propertyId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-slate-600">
          <Flag className="size-4" aria-hidden="true" />
          Report this listing
        </Button>
      </DialogTrigger>
      <DialogContent>{open ? <ReportForm propertyId={propertyId} onDone={() => setOpen(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function ReportForm({ propertyId, onDone }: { propertyId: string; onDone: () => void }) {
  const report = useReportListing(propertyId);
  const [reason, setReason] = useState<ListingReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!reason) return setError('Choose what is wrong with the listing');
    setError(null);
    report.mutate(
      { reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: 'Thank you for your report', description: 'An administrator will look at this listing.' });
          onDone();
        },
        onError: (failure) =>
          setError(
            isApiError(failure, 409)
              ? 'You have already reported this listing'
              : (serverMessage(failure) ?? 'Your report could not be sent. Please try again.'),
          ),
      },
    );
  };

  return (
    <>
      <DialogTitle>Report this listing</DialogTitle>
      <DialogDescription>Administrators review every report. The seller is not told who reported it.</DialogDescription>
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">What is wrong?</legend>
          <div className="mt-2 space-y-1.5">
            {LISTING_REPORT_REASONS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setError(null);
                  }}
                />
                {LISTING_REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label="Details" optional hint="What should the administrators know?">
          {(props) => (
            <Textarea
              {...props}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              rows={3}
              maxLength={LISTING_REPORT_DETAILS_MAX}
            />
          )}
        </Field>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={report.isPending}>
            Send report
          </Button>
        </div>
      </form>
    </>
  );
}
