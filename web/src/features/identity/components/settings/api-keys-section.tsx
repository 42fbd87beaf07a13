import { Check, Copy, KeyRound, Plus, TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  API_ACCESS_UPGRADE_MESSAGE,
  API_SCOPE_DESCRIPTIONS,
  API_SCOPES,
  createApiKeyRequestSchema,
  type ApiKeyView,
  type ApiScope,
  type CreatedApiKey,
} from '@contracts/identity/contracts/api-keys.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { SettingsSection } from '@/components/ui/settings-section.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../api/api-keys.ts';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const when = (iso: string | null) => (iso ? DATE.format(new Date(iso)) : 'Never');

/**
 * Settings' API keys (Buyer Pro and Seller Premium): the keys with their prefix, scopes and use, a
 * new key whose secret is shown once, revoking after a confirmation; other plans meet the upgrade dialog.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [upgrade, setUpgrade] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  const start = () => (keys.data?.apiAccess ? setCreating(true) : setUpgrade(true));

  return (
    <SettingsSection
      id="api-keys"
      title="API keys"
      description={
        <>
          Use DealAcre from your own tools: search and read listings, manage your listings, read your leads. The{' '}
          <a href="/api/docs" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            API reference
          </a>{' '}
          lists every route a key may call.
        </>
      }
    >
      <div className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            {keys.data && !keys.data.apiAccess
              ? 'API access comes with Buyer Pro and Seller Premium.'
              : 'Send a key as Authorization: Bearer <key>. Each key acts as you, with only the scopes you give it.'}
          </p>
          <Button onClick={start} disabled={!keys.data} className="shrink-0">
            <Plus className="size-4" aria-hidden="true" />
            Create API key
          </Button>
        </div>

        {keys.isPending ? (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : keys.isError ? (
          <Alert variant="error">{serverMessage(keys.error) ?? 'Your API keys could not be loaded. Reload the page to try again.'}</Alert>
        ) : keys.data.keys.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            You have no API keys yet.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Your API keys">
            {keys.data.keys.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
            ))}
          </ul>
        )}
      </div>

      <CreateApiKeyDialog
        open={creating}
        onOpenChange={setCreating}
        onUpgradeRequired={() => {
          setCreating(false);
          setUpgrade(true);
        }}
      />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
      <UpgradeDialog open={upgrade} onOpenChange={setUpgrade} title="API Access Needs an Upgrade" message={API_ACCESS_UPGRADE_MESSAGE} />
    </SettingsSection>
  );
}

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" aria-label={apiKey.name}>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <KeyRound className="size-4 text-slate-400" aria-hidden="true" />
          <span className="break-all">{apiKey.name}</span>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{apiKey.prefix}…</code>
          {revoked ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 ring-1 ring-slate-200">
              Revoked
            </span>
          ) : null}
        </p>
        <p className="flex flex-wrap gap-1.5" aria-label="Scopes">
          {apiKey.scopes.map((scope) => (
            <span key={scope} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200">
              {scope}
            </span>
          ))}
        </p>
        <p className="text-xs text-slate-500">
          Created {when(apiKey.createdAt)} · Last used {when(apiKey.lastUsedAt)}
          {revoked ? ` · Revoked ${when(apiKey.revokedAt)}` : ''}
        </p>
      </div>
      {revoked ? null : (
        <Button variant="secondary" size="sm" onClick={onRevoke} className="self-start sm:self-center" aria-label={`Revoke ${apiKey.name}`}>
          Revoke
        </Button>
      )}
    </li>
  );
}

function CreateApiKeyDialog({
  open,
  onOpenChange,
  onUpgradeRequired,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUpgradeRequired: () => void;
}) {
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = (next: boolean) => {
    if (create.isPending) return;
    onOpenChange(next);
    // the secret leaves memory with the dialog
    if (!next) setCreated(null);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        {created ? (
          <SecretShownOnce created={created} onDone={() => close(false)} />
        ) : (
          <NewKeyForm
            pending={create.isPending}
            onCancel={() => close(false)}
            onSubmit={(request) =>
              create.mutate(request, {
                onSuccess: setCreated,
                onError: (error) => {
                  if (isUpgradeRequired(error)) onUpgradeRequired();
                  else toastError('Could not create the key', error, 'The API key could not be created. Please try again.');
                },
              })
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function NewKeyForm({
  pending,
  onCancel,
  onSubmit,
}: {
  pending: boolean;
  onCancel: () => void;
  onSubmit: (request: { name: string; scopes: ApiScope[] }) => void;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['listings:read']);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const scopesId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiKeyRequestSchema.safeParse({ name, scopes });
    if (!parsed.success) {
      const issue = (field: string) => parsed.error.issues.find((one) => one.path[0] === field)?.message;
      setErrors({ name: issue('name'), scopes: issue('scopes') });
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <DialogTitle>Create an API key</DialogTitle>
        <DialogDescription className="mt-1">
          Name it after the tool that will use it, and give it only the scopes it needs.
        </DialogDescription>
      </div>
      <Field label="Name" error={errors.name} hint="For example: Deal spreadsheet, CRM sync">
        {(control) => (
          <Input {...control} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        )}
      </Field>
      <fieldset aria-describedby={errors.scopes ? `${scopesId}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-900">Scopes</legend>
        <div className="mt-2 space-y-2">
          {API_SCOPES.map((scope) => (
            <label
              key={scope}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-600"
                checked={scopes.includes(scope)}
                onChange={(event) =>
                  setScopes((current) => (event.target.checked ? [...current, scope] : current.filter((one) => one !== scope)))
                }
              />
              <span className="text-sm">
                <span className="font-medium text-slate-900">{scope}</span>
                <span className="block text-slate-600">{API_SCOPE_DESCRIPTIONS[scope]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.scopes ? (
          <p id={`${scopesId}-error`} className="mt-1.5 text-sm text-red-700">
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton type="submit" pending={pending} pendingLabel="Creating...">
          Create key
        </SubmitButton>
      </div>
    </form>
  );
}

function SecretShownOnce({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
      toast({ title: 'Key copied', description: 'Your new API key is on your clipboard.' });
    } catch {
      toast({ title: 'Could not copy the key', description: 'Select it and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-5">
      <div>
        <DialogTitle>Copy your new key now</DialogTitle>
        <DialogDescription className="mt-1">
          {created.key.name}: {created.key.scopes.join(', ')}
        </DialogDescription>
      </div>
      <Alert variant="warning" title="You will not see this key again">
        DealAcre keeps only a fingerprint of it. Store it somewhere safe, such as a password manager; if you lose it, revoke it and create
        another.
      </Alert>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={created.secret}
          aria-label="Your new API key"
          className="font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="secondary" onClick={() => void copy()} className="shrink-0">
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyView | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const confirm = () => {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        toast({ title: 'Key revoked', description: `${apiKey.name} no longer works.` });
        onClose();
      },
      onError: (error) => toastError('Could not revoke the key', error, 'The key could not be revoked. Please try again.'),
    });
  };

  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={(open) => !open && onClose()}
      titleClassName="flex items-center gap-2"
      title={
        <>
          <TriangleAlert className="size-5 text-red-600" aria-hidden="true" />
          Revoke {apiKey?.name}?
        </>
      }
      description={
        <>
          Every tool using the key <code>{apiKey?.prefix}…</code> stops working at once. This cannot be undone.
        </>
      }
      confirmLabel="Revoke key"
      pending={revoke.isPending}
      pendingLabel="Revoking..."
      onConfirm={confirm}
    />
  );
}
