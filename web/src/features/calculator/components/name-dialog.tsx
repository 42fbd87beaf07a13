import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { analysisNameSchema } from '@contracts/listings/contracts/saved-analyses.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { serverMessage } from '@/lib/api-errors.ts';

const nameFormSchema = z.object({ name: analysisNameSchema });

interface NameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  initialName: string;
  /** resolves when done (the dialog closes); rejects with the API error to show */
  onSubmit: (name: string) => Promise<unknown>;
}

/** Asks for an analysis's name: saving a new one, or renaming. */
export function NameDialog({ open, onOpenChange, title, description, ...form }: NameDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {/* mounted only while open, so a reopened dialog starts from its initial name */}
        {open ? <NameForm {...form} label={title} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function NameForm({
  label,
  submitLabel,
  initialName,
  onSubmit,
  onDone,
}: Pick<NameDialogProps, 'submitLabel' | 'initialName' | 'onSubmit'> & { label: string; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(nameFormSchema), defaultValues: { name: initialName } });

  const submit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await onSubmit(name);
      onDone();
    } catch (error) {
      setFailure(serverMessage(error) ?? 'The analysis could not be saved. Please try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="mt-5 space-y-5">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Field label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} {...register('name')} autoComplete="off" autoFocus />}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton type="submit" pending={isSubmitting}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
