import { useState, type FormEvent } from 'react';
import { CONTACT_PROPERTY_TYPES, FINANCING, type Contact, type ContactForm } from '@contracts/leads/contracts/contacts.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { fieldIssues, isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { useSaveContact } from '../api/contacts.ts';

const FINANCING_LABEL: Record<(typeof FINANCING)[number], string> = { cash: 'Cash', financing: 'Financing', either: 'Cash or financing' };

/** 'mixed-use' → 'Mixed-use' */
const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

const words = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const dollars = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[$,\s]/g, '')));

/**
 * Add or edit a contact: how to reach them (email or phone required), their buy box, tags and notes.
 * A plan limit opens the upgrade dialog (`onUpgrade`); field errors from the server show at their fields.
 */
export function ContactFormDialog({
  contact,
  open,
  onClose,
  onUpgrade,
}: {
  /** null: a new contact */
  contact: Contact | null;
  open: boolean;
  onClose: () => void;
  onUpgrade: (message: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>{contact ? 'Edit contact' : 'Add a contact'}</DialogTitle>
        <DialogDescription>An email or a phone number is required; the buy box tells you which deals to send them.</DialogDescription>
        {open ? <ContactFields key={contact?.id ?? 'new'} contact={contact} onClose={onClose} onUpgrade={onUpgrade} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ContactFields({
  contact,
  onClose,
  onUpgrade,
}: {
  contact: Contact | null;
  onClose: () => void;
  onUpgrade: (message: string) => void;
}) {
  const save = useSaveContact();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [types, setTypes] = useState<string[]>(contact?.propertyTypes ?? []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const form: ContactForm = {
      name: text('name') || undefined,
      email: text('email') || undefined,
      phone: text('phone') || undefined,
      company: text('company') || undefined,
      markets: words(text('markets')),
      propertyTypes: types as ContactForm['propertyTypes'],
      priceMin: dollars(text('priceMin')),
      priceMax: dollars(text('priceMax')),
      states: words(text('states')),
      counties: words(text('counties')),
      financing: (text('financing') || null) as ContactForm['financing'],
      proofOfFunds: data.get('proofOfFunds') === 'on',
      tags: words(text('tags')),
      notes: text('notes') || undefined,
      consent: data.get('consent') === 'on',
      consentAt: contact?.consentAt ?? null,
    };
    save.mutate(
      { id: contact?.id ?? null, form },
      {
        onSuccess: () => {
          toast({ title: contact ? 'Contact saved' : 'Contact added' });
          onClose();
        },
        onError: (error) => {
          if (isUpgradeRequired(error)) {
            onUpgrade(serverMessage(error) ?? 'Your plan keeps no more contacts.');
            return;
          }
          const issues = fieldIssues(error);
          setErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
          if (issues.length === 0) setErrors({ form: serverMessage(error) ?? 'The contact could not be saved.' });
        },
      },
    );
  };

  const list = (values: readonly string[] | undefined) => values?.join(', ') ?? '';
  return (
    <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" optional error={errors.name}>
          {(control) => <Input {...control} name="name" defaultValue={contact?.name ?? ''} maxLength={120} autoComplete="off" />}
        </Field>
        <Field label="Company" optional error={errors.company}>
          {(control) => <Input {...control} name="company" defaultValue={contact?.company ?? ''} maxLength={120} />}
        </Field>
        <Field label="Email" error={errors.email}>
          {(control) => <Input {...control} name="email" type="email" defaultValue={contact?.email ?? ''} maxLength={254} />}
        </Field>
        <Field label="Phone" error={errors.phone}>
          {(control) => <Input {...control} name="phone" type="tel" defaultValue={contact?.phone ?? ''} maxLength={40} />}
        </Field>
      </div>
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Buy box</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Markets" optional hint="Separated by commas" error={errors.markets}>
            {(control) => <Input {...control} name="markets" defaultValue={list(contact?.markets)} />}
          </Field>
          <Field label="States" optional hint="Codes such as TX, OK" error={errors.states}>
            {(control) => <Input {...control} name="states" defaultValue={list(contact?.states)} />}
          </Field>
          <Field label="Counties" optional error={errors.counties}>
            {(control) => <Input {...control} name="counties" defaultValue={list(contact?.counties)} />}
          </Field>
          <Field label="Cash or financing" optional error={errors.financing}>
            {(control) => (
              <select {...control} name="financing" className={inputClassName} defaultValue={contact?.financing ?? ''}>
                <option value="">Not known</option>
                {FINANCING.map((value) => (
                  <option key={value} value={value}>
                    {FINANCING_LABEL[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Price from ($)" optional error={errors.priceMin}>
            {(control) => <Input {...control} name="priceMin" inputMode="numeric" defaultValue={contact?.priceMin ?? ''} />}
          </Field>
          <Field label="Price to ($)" optional error={errors.priceMax}>
            {(control) => <Input {...control} name="priceMax" inputMode="numeric" defaultValue={contact?.priceMax ?? ''} />}
          </Field>
        </div>
        <div>
          <p className="text-sm font-medium text-slate-700">Property types</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {CONTACT_PROPERTY_TYPES.map((type) => (
              <label key={type} className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-3 py-1 text-sm">
                <input
                  type="checkbox"
                  checked={types.includes(type)}
                  onChange={(event) => setTypes(event.target.checked ? [...types, type] : types.filter((value) => value !== type))}
                />
                {typeLabel(type)}
              </label>
            ))}
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="proofOfFunds" defaultChecked={contact?.proofOfFunds ?? false} />
          Proof of funds on file
        </label>
      </fieldset>
      <Field label="Tags" optional hint="Separated by commas" error={errors.tags}>
        {(control) => <Input {...control} name="tags" defaultValue={list(contact?.tags)} />}
      </Field>
      <Field label="Notes" optional error={errors.notes}>
        {(control) => <Textarea {...control} name="notes" rows={3} defaultValue={contact?.notes ?? ''} maxLength={2000} />}
      </Field>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" name="consent" className="mt-0.5" defaultChecked={contact?.consent ?? false} />
        They agreed to receive deals from me by email
      </label>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : contact ? 'Save contact' : 'Add contact'}
        </Button>
      </div>
    </form>
  );
}
