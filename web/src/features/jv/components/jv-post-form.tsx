import { useState, type FormEvent } from 'react';
import {
  JV_POST_KIND_LABELS,
  JV_STRATEGY_LABELS,
  type CreateJvPostRequest,
  type JvPost,
  type JvStrategy,
} from '@contracts/engagement/contracts/jv.ts';
import { US_STATES } from '@contracts/listings/contracts/us-states.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { JV_KIND_PARAMS, JV_STRATEGY_PARAMS } from '../search-params.ts';

const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const amountOf = (text: string) => (text.trim() === '' ? null : Math.round(Number(text.replace(/[$,\s]/g, ''))));

/** The new-post and edit form, in a dialog; `onSubmit` resolves once saved or throws the server's refusal. */
export function JvPostFormDialog({
  open,
  onOpenChange,
  post,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  post: JvPost | null;
  onSubmit: (values: CreateJvPostRequest) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const values: CreateJvPostRequest = {
      kind: text('kind') as CreateJvPostRequest['kind'],
      title: text('title'),
      amountMin: amountOf(text('amountMin')),
      amountMax: amountOf(text('amountMax')),
      states: form.getAll('states').map(String),
      counties: listOf(text('counties')),
      strategies: form.getAll('strategies').map(String) as JvStrategy[],
      experience: text('experience'),
      timeline: text('timeline'),
      description: text('description'),
    };
    setSaving(true);
    setError(null);
    try {
      await onSubmit(values);
    } catch (failure) {
      setError(serverMessage(failure) ?? 'The post could not be saved. Try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>{post ? 'Edit post' : 'New partner post'}</DialogTitle>
        <DialogDescription className="mt-1">
          Say what you seek or offer; members reply with “I'm interested”. Posts stay up 60 days unless renewed.
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
          <Field label="Kind" className="sm:col-span-2">
            {(control) => (
              <select {...control} name="kind" defaultValue={post?.kind ?? 'seeking-capital'} className={inputClassName}>
                {JV_KIND_PARAMS.map((kind) => (
                  <option key={kind} value={kind}>
                    {JV_POST_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Title" className="sm:col-span-2">
            {(control) => <Input {...control} name="title" required maxLength={120} defaultValue={post?.title} />}
          </Field>
          <Field label="Smallest amount ($)" optional>
            {(control) => <Input {...control} name="amountMin" inputMode="numeric" defaultValue={post?.amountMin ?? ''} />}
          </Field>
          <Field label="Largest amount ($)" optional>
            {(control) => <Input {...control} name="amountMax" inputMode="numeric" defaultValue={post?.amountMax ?? ''} />}
          </Field>
          <Field label="States" optional hint="Hold Ctrl or ⌘ to choose several.">
            {(control) => (
              <select {...control} name="states" multiple defaultValue={post?.states ?? []} className={`${inputClassName} h-28`}>
                {US_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Counties" optional hint="Separated by commas, e.g. Travis County, Hays County">
            {(control) => <Input {...control} name="counties" defaultValue={post?.counties.join(', ')} />}
          </Field>
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-slate-900">Strategies</legend>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {JV_STRATEGY_PARAMS.map((strategy) => (
                <label key={strategy} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="strategies"
                    value={strategy}
                    defaultChecked={post?.strategies.includes(strategy)}
                    className="size-4"
                  />
                  {JV_STRATEGY_LABELS[strategy]}
                </label>
              ))}
            </div>
          </fieldset>
          <Field label="Experience" optional>
            {(control) => <Input {...control} name="experience" maxLength={500} defaultValue={post?.experience} />}
          </Field>
          <Field label="Timeline" optional>
            {(control) => <Input {...control} name="timeline" maxLength={200} defaultValue={post?.timeline} />}
          </Field>
          <Field label="Description" className="sm:col-span-2">
            {(control) => <Textarea {...control} name="description" required rows={5} maxLength={5000} defaultValue={post?.description} />}
          </Field>
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : post ? 'Save changes' : 'Publish post'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
