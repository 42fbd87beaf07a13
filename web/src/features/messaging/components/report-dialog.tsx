import { useId, useState } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportRequest } from '@contracts/engagement/contracts/messaging.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { inputClassName } from '@/components/ui/input.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { cn } from '@/lib/utils.ts';
import { useReportConversation } from '../api/reports.ts';

const DETAILS_MAX_LENGTH = 1000;

interface ReportDialogProps {
  conversationId: string;
  /** a message of the conversation, when reporting that one */
  messageId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Reports a conversation, or one message of it, to the administrators: a reason and optional details. */
export function ReportDialog({ conversationId, messageId, open, onOpenChange }: ReportDialogProps) {
  const report = useReportConversation();
  const [reason, setReason] = useState<ReportRequest['reason']>('spam');
  const [details, setDetails] = useState('');
  const formId = useId();

  const onSubmit = () =>
    report.mutate(
      { conversationId, messageId, reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          onOpenChange(false);
          setDetails('');
          toast({ title: 'Report sent', description: 'Thank you. Our team will review it.' });
        },
        onError: (error) => toastError('Could not send the report', error, 'Please try again.'),
      },
    );

  return (
    <Dialog open={open} onOpenChange={(next) => !report.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogTitle>{messageId ? 'Report message' : 'Report conversation'}</DialogTitle>
        <DialogDescription>
          The administrators will see {messageId ? 'this message' : 'this conversation'} and your reason.
        </DialogDescription>
        <form
          id={formId}
          aria-label={messageId ? 'Report message' : 'Report conversation'}
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Field label="Reason">
            {(control) => (
              <select
                {...control}
                value={reason}
                onChange={(event) => setReason(event.target.value as ReportRequest['reason'])}
                className={inputClassName}
              >
                {REPORT_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {REPORT_REASON_LABELS[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Details" optional hint={`At most ${DETAILS_MAX_LENGTH.toLocaleString('en-US')} characters.`}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={DETAILS_MAX_LENGTH}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
                className={cn('resize-y')}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={report.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton type="submit" variant="destructive" pending={report.isPending} pendingLabel="Sending...">
              Send report
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
