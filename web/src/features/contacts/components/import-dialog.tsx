import { CircleCheck, FileUp, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CONTACT_FIELD_LABELS,
  CONTACT_FIELDS,
  IMPORT_LIMITS,
  type ContactField,
  type ContactImport,
  type ImportMapping,
  type ImportPreview,
} from '@contracts/leads/contracts/contacts.ts';
import { Button, fileInputLabelClassName } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { cn, formatNumber } from '@/lib/utils.ts';
import { useImportProgress, usePreviewImport, useStartImport, useUndoImport, useUploadImport } from '../api/contacts.ts';

const ISSUE_KIND_LABEL = { invalid: 'Invalid', duplicate: 'Duplicate', 'over-limit': 'Over the limit' } as const;

type Step = { name: 'upload' } | { name: 'map'; upload: ContactImport } | { name: 'run'; importId: string };

/**
 * The import, step by step: upload a CSV file → map its columns (guessed, editable, kept as a template
 * when named) and read the preview with every row that would not be stored and why → import → progress
 * → the result, with "Undo import".
 */
export function ImportDialog({ open, onClose, onUpgrade }: { open: boolean; onClose: () => void; onUpgrade: (message: string) => void }) {
  const [step, setStep] = useState<Step>({ name: 'upload' });
  const close = () => {
    setStep({ name: 'upload' });
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogTitle>Import contacts from a CSV file</DialogTitle>
        <StepList current={step.name} />
        {step.name === 'upload' ? <UploadStep onUploaded={(upload) => setStep({ name: 'map', upload })} /> : null}
        {step.name === 'map' ? (
          <MapStep upload={step.upload} onStarted={(importId) => setStep({ name: 'run', importId })} onUpgrade={onUpgrade} />
        ) : null}
        {step.name === 'run' ? <RunStep importId={step.importId} onClose={close} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StepList({ current }: { current: Step['name'] }) {
  const steps: Array<[Step['name'], string]> = [
    ['upload', 'Upload'],
    ['map', 'Map and preview'],
    ['run', 'Import'],
  ];
  const at = steps.findIndex(([name]) => name === current);
  return (
    <DialogDescription asChild>
      <ol className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {steps.map(([name, label], index) => (
          <li
            key={name}
            aria-current={index === at ? 'step' : undefined}
            className={cn(index === at ? 'font-semibold text-brand-700' : 'text-slate-500')}
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>
    </DialogDescription>
  );
}

function UploadStep({ onUploaded }: { onUploaded: (upload: ContactImport) => void }) {
  const upload = useUploadImport();
  const inputId = useId();
  return (
    <div className="mt-6 space-y-4">
      <p className="text-sm text-slate-600">
        A CSV file with a header line, from a spreadsheet or another CRM: commas, semicolons, tabs or bars between columns, UTF-8 with or
        without a byte-order mark. At most {formatNumber(IMPORT_LIMITS.rows)} rows and {IMPORT_LIMITS.bytes / 1024 / 1024} MB.
      </p>
      <div>
        <input
          id={inputId}
          type="file"
          accept=".csv,.tsv,.txt,text/csv"
          className="peer sr-only"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file, { onSuccess: onUploaded });
          }}
        />
        <label htmlFor={inputId} className={cn(fileInputLabelClassName, 'h-auto w-full justify-center py-8')}>
          <FileUp className="size-5" aria-hidden="true" />
          {upload.isPending ? 'Reading the file…' : 'Choose a CSV file'}
        </label>
      </div>
      {upload.isError ? (
        <Alert variant="error" title="The file could not be read">
          {serverMessage(upload.error) ?? 'Please try again.'}
        </Alert>
      ) : null}
    </div>
  );
}

function MapStep({
  upload,
  onStarted,
  onUpgrade,
}: {
  upload: ContactImport;
  onStarted: (importId: string) => void;
  onUpgrade: (message: string) => void;
}) {
  const [mapping, setMapping] = useState<ImportMapping>(upload.mapping as ImportMapping);
  const [templateName, setTemplateName] = useState('');
  const [saveTemplate, setSaveTemplate] = useState(false);
  const preview = usePreviewImport();
  const start = useStartImport();
  const [previewed, setPreviewed] = useState<ImportPreview | null>(null);

  const change = (field: ContactField, column: string) => {
    setMapping((current) => {
      const next = { ...current };
      if (column) next[field] = column;
      else delete next[field];
      return next;
    });
    setPreviewed(null);
  };
  const runPreview = () => preview.mutate({ id: upload.id, mapping }, { onSuccess: setPreviewed, onError: () => setPreviewed(null) });
  const runImport = () =>
    start.mutate(
      { id: upload.id, mapping, templateName: saveTemplate && templateName.trim() ? templateName.trim() : undefined },
      {
        onSuccess: (started) => onStarted(started.id),
        onError: (error) => {
          if (isUpgradeRequired(error)) onUpgrade(serverMessage(error) ?? 'Your plan keeps no contacts.');
        },
      },
    );

  return (
    <div className="mt-6 space-y-5">
      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-900">{upload.fileName}</span>: {formatNumber(upload.rows)} rows.{' '}
        {upload.template
          ? `Columns mapped by your template “${upload.template}”.`
          : 'Columns matched from the header; change any that are wrong.'}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {CONTACT_FIELDS.map((field) => (
          <label key={field} className="flex items-center justify-between gap-3 text-sm">
            <span className="font-medium text-slate-700">{CONTACT_FIELD_LABELS[field]}</span>
            <select
              aria-label={`Column for ${CONTACT_FIELD_LABELS[field]}`}
              className="h-9 w-44 rounded-md border border-slate-300 bg-white px-2 text-sm"
              value={mapping[field] ?? ''}
              onChange={(event) => change(field, event.target.value)}
            >
              <option value="">Not imported</option>
              {upload.header.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={saveTemplate} onChange={(event) => setSaveTemplate(event.target.checked)} />
          Save as template
        </label>
        {saveTemplate ? (
          <Input
            aria-label="Template name"
            placeholder="Template name"
            value={templateName}
            maxLength={IMPORT_LIMITS.templateName}
            onChange={(event) => setTemplateName(event.target.value)}
            className="sm:max-w-xs"
          />
        ) : null}
      </div>
      {upload.sample.length > 0 && !previewed ? <SampleTable header={upload.header} rows={upload.sample} /> : null}
      {preview.isError ? (
        <Alert variant="error" title="The preview failed">
          {serverMessage(preview.error) ?? 'Please try again.'}
        </Alert>
      ) : null}
      {previewed ? <PreviewReport preview={previewed} /> : null}
      {start.isError && !isUpgradeRequired(start.error) ? (
        <Alert variant="error" title="The import could not start">
          {serverMessage(start.error) ?? 'Please try again.'}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={runPreview} disabled={preview.isPending}>
          {preview.isPending ? 'Checking…' : 'Preview'}
        </Button>
        <Button onClick={runImport} disabled={!previewed || start.isPending || previewed.counts.created === 0}>
          {start.isPending ? 'Starting…' : previewed ? `Import ${formatNumber(previewed.counts.created)} contacts` : 'Import'}
        </Button>
      </div>
    </div>
  );
}

function SampleTable({ header, rows }: { header: string[]; rows: string[][] }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label="The file's first rows, scrollable"
    >
      <table className="w-full text-left text-xs" aria-label="The file's first rows">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {header.map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={index}>
              {header.map((column, cell) => (
                <td key={column} className="px-2 py-1.5 whitespace-nowrap text-slate-700">
                  {row[cell] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Counts({ counts, done = false }: { counts: ImportPreview['counts']; done?: boolean }) {
  const items: Array<[string, number]> = [
    ['Rows', counts.rows],
    [done ? 'Imported' : 'To import', counts.created],
    ['Invalid', counts.invalid],
    ['Duplicates', counts.duplicates],
    ['Over the limit', counts.overLimit],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function IssueList({ issues, done = false }: { issues: ImportPreview['issues']; done?: boolean }) {
  if (issues.length === 0)
    return <p className="text-sm text-slate-600">{done ? 'Every row was imported.' : 'Every row can be imported.'}</p>;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">
        {done ? 'Rows not imported' : 'Rows that will not be imported'} ({formatNumber(issues.length)})
      </h3>
      <ul
        className="mt-2 max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 text-sm"
        aria-label="Rows not imported"
      >
        {issues.map((issue) => (
          <li key={`${issue.line}-${issue.kind}`} className="flex gap-3 px-3 py-2">
            <span className="w-16 shrink-0 font-medium text-slate-900">Line {issue.line}</span>
            <span className="w-24 shrink-0 text-slate-500">{ISSUE_KIND_LABEL[issue.kind]}</span>
            <span className="min-w-0 break-words text-slate-700">{issue.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PreviewReport({ preview }: { preview: ImportPreview }) {
  return (
    <section className="space-y-4" aria-label="Preview">
      <Counts counts={preview.counts} />
      {preview.contacts.length > 0 ? (
        <div
          className="overflow-x-auto rounded-lg border border-slate-200"
          tabIndex={0}
          role="region"
          aria-label="Contacts to import, scrollable"
        >
          <table className="w-full text-left text-sm" aria-label="Contacts to import">
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-1.5">
                  Line
                </th>
                <th scope="col" className="px-3 py-1.5">
                  Name
                </th>
                <th scope="col" className="px-3 py-1.5">
                  Email
                </th>
                <th scope="col" className="px-3 py-1.5">
                  Phone
                </th>
                <th scope="col" className="px-3 py-1.5">
                  Company
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {preview.contacts.map((row) => (
                <tr key={row.line}>
                  <td className="px-3 py-1.5 text-slate-500">{row.line}</td>
                  <td className="px-3 py-1.5 whitespace-nowrap">{row.name ?? '—'}</td>
                  <td className="px-3 py-1.5">{row.email ?? '—'}</td>
                  <td className="px-3 py-1.5 whitespace-nowrap">{row.phone ?? '—'}</td>
                  <td className="px-3 py-1.5">{row.company ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <IssueList issues={preview.issues} />
    </section>
  );
}

function RunStep({ importId, onClose }: { importId: string; onClose: () => void }) {
  const progress = useImportProgress(importId);
  const undo = useUndoImport();
  const upload = progress.data;
  if (!upload) return <p className="mt-6 text-sm text-slate-600">Starting the import…</p>;
  const percent = upload.rows === 0 ? 100 : Math.round((upload.processed / upload.rows) * 100);
  const finished = upload.status === 'done' || upload.status === 'undone';
  return (
    <div className="mt-6 space-y-5">
      <div>
        <div className="flex justify-between text-sm">
          <span className="font-medium text-slate-900">
            {upload.status === 'undone' ? 'Import undone' : finished ? 'Import finished' : 'Importing in the background…'}
          </span>
          <span className="text-slate-600">
            {formatNumber(upload.processed)} of {formatNumber(upload.rows)} rows
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        {!finished ? <p className="mt-2 text-sm text-slate-500">You may close this window: the import goes on.</p> : null}
      </div>
      {finished ? (
        <>
          {upload.status === 'done' ? (
            <p className="flex items-center gap-2 text-sm text-emerald-800">
              <CircleCheck className="size-4" aria-hidden="true" />
              {formatNumber(upload.counts.created)} contacts imported.
            </p>
          ) : (
            <p className="text-sm text-slate-700">The {formatNumber(upload.counts.created)} contacts this import created were deleted.</p>
          )}
          <Counts counts={upload.counts} done />
          <IssueList issues={upload.issues} done />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {upload.status === 'done' ? (
              <Button
                variant="secondary"
                disabled={undo.isPending}
                onClick={() =>
                  undo.mutate(upload.id, {
                    onSuccess: () => toast({ title: 'Import undone', description: 'The contacts it created were deleted.' }),
                    onError: (error) =>
                      toast({ title: 'Undo failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
                  })
                }
              >
                <Undo2 className="size-4" aria-hidden="true" />
                Undo import
              </Button>
            ) : null}
            <Button onClick={onClose}>Done</Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
