import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  FUNDS_DOCUMENT_MAX_BYTES,
  FUNDS_NOTE_MAX,
  STATEMENT_MAX_AGE_DAYS,
  type FundsDocument,
  type MyFunds,
} from '@contracts/identity/contracts/verified-funds.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormActions, SettingsSection } from '@/components/ui/settings-section.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { fundsDay, VerifiedFundsBadge } from '@/components/verified-funds-badge.tsx';
import { fieldIssues, serverMessage } from '@/lib/api-errors.ts';
import { myFundsQueryOptions, useUploadFundsStatement } from '../../api/verified-funds.ts';

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
type FieldName = 'file' | 'statementDate' | 'institution' | 'note';

/** today in the browser's time zone, `YYYY-MM-DD` (the server allows a day's difference) */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * Settings' proof of funds: a buyer sends a recent bank or lender statement; an administrator checks it and
 * records the amount, and their cards and profile say "Funds verified up to $X" until it expires.
 */
export function ProofOfFundsSection() {
  const funds = useQuery(myFundsQueryOptions);
  return (
    <SettingsSection
      id="proof-of-funds"
      title="Proof of funds"
      description="Send a recent bank or lender statement. Our team checks it and your profile and cards show “Funds verified up to $X” until it expires. Only you and our team can open the statement."
    >
      {funds.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : !funds.data ? (
        <Alert variant="error">Your proof of funds could not be loaded. Reload the page to try again.</Alert>
      ) : (
        <FundsState funds={funds.data} />
      )}
    </SettingsSection>
  );
}

function FundsState({ funds }: { funds: MyFunds }) {
  const { state, verified, latest } = funds;
  return (
    <div className="space-y-5">
      {verified ? (
        <div className="flex flex-wrap items-center gap-2" data-testid="my-verified-funds">
          <VerifiedFundsBadge funds={verified} withExpiry />
        </div>
      ) : null}
      {state === 'pending' && latest ? (
        <Alert variant="info" title="Waiting for review">
          We received your statement from {latest.institution} dated {fundsDay(latest.statementDate)} and will check it shortly. You can
          send another once it is checked.
        </Alert>
      ) : null}
      {state === 'expired' && latest?.expiresOn ? (
        <Alert variant="warning" title="Your verification expired">
          It held through {fundsDay(latest.expiresOn)}. Send a recent statement to show verified funds again.
        </Alert>
      ) : null}
      {latest?.status === 'rejected' ? (
        <Alert variant="error" title="We could not verify your last statement">
          {latest.rejectionReason} You can upload another statement.
        </Alert>
      ) : null}
      {state === 'none' ? (
        <p className="text-sm text-slate-600">You have not sent a statement yet. Sellers see verified funds on your profile and cards.</p>
      ) : null}
      {latest ? <LatestStatement document={latest} /> : null}
      {funds.canUpload ? <UploadForm renew={state === 'verified'} /> : null}
    </div>
  );
}

function LatestStatement({ document }: { document: FundsDocument }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <FileText className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
      <span>
        Last sent: <span className="font-medium text-slate-800">{document.institution}</span>, dated {fundsDay(document.statementDate)}
      </span>
      <a href={document.fileUrl} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline hover:text-brand-800">
        Open the statement<span className="sr-only"> ({document.fileName})</span>
      </a>
    </p>
  );
}

function UploadForm({ renew }: { renew: boolean }) {
  const upload = useUploadFundsStatement();
  const [file, setFile] = useState<File | null>(null);
  const [statementDate, setStatementDate] = useState('');
  const [institution, setInstitution] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const today = localToday();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<FieldName, string>> = {};
    if (!file) found.file = 'Choose the statement to upload (PDF, JPEG or PNG).';
    else if (file.size > FUNDS_DOCUMENT_MAX_BYTES) found.file = 'The file is larger than 10 MB.';
    if (!statementDate) found.statementDate = 'Enter the date printed on the statement.';
    if (institution.trim().length < 2) found.institution = 'Name the bank or lender.';
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    upload.mutate(
      { file, statementDate, institution: institution.trim(), note: note.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Statement sent', description: 'Our team will check it shortly.' });
          setFile(null);
          setStatementDate('');
          setInstitution('');
          setNote('');
        },
        onError: (error) => {
          const issues = fieldIssues(error);
          const placed = Object.fromEntries(
            issues
              .filter((issue) => ['file', 'statementDate', 'institution', 'note'].includes(issue.field))
              .map((i) => [i.field, i.message]),
          );
          setErrors(placed);
          if (Object.keys(placed).length === 0) setFailure(serverMessage(error) ?? 'Your statement could not be sent. Please try again.');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5 border-t border-slate-100 pt-5" aria-label="Send a statement">
      <h3 className="text-base font-semibold text-slate-900">{renew ? 'Send a newer statement' : 'Send a statement'}</h3>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Field label="Statement" error={errors.file} hint="A PDF, JPEG or PNG of a bank or lender statement, up to 10 MB.">
        {(control) => (
          <Input
            {...control}
            type="file"
            accept={ACCEPT}
            className="h-auto py-2"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Statement date" error={errors.statementDate} hint={`Within the last ${STATEMENT_MAX_AGE_DAYS} days.`}>
          {(control) => (
            <Input {...control} type="date" max={today} value={statementDate} onChange={(event) => setStatementDate(event.target.value)} />
          )}
        </Field>
        <Field label="Bank or lender" error={errors.institution}>
          {(control) => <Input {...control} value={institution} maxLength={120} onChange={(event) => setInstitution(event.target.value)} />}
        </Field>
      </div>
      <Field label="Note for our team" optional error={errors.note}>
        {(control) => (
          <Input
            {...control}
            value={note}
            maxLength={FUNDS_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            placeholder="Which accounts to look at, for example"
          />
        )}
      </Field>
      <FormActions>
        <SubmitButton type="submit" pending={upload.isPending} pendingLabel="Sending...">
          Send for review
        </SubmitButton>
      </FormActions>
    </form>
  );
}
