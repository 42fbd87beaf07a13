import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { CreateFaqRequest, FaqCategory, FaqCategoryRequest } from '@contracts/content/contracts/http.ts';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { categoryNameFormSchema, FAQ_ANSWER_MAX, FAQ_CATEGORY_NAME_MAX, FAQ_QUESTION_MAX, faqFormSchema } from '../faq-form-schemas.ts';
import { fieldIssues, serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';

/** Puts a refused write's field issues (400 `details`, or a 409's message for `onConflict`) under the form's fields; true when any. */
function showServerIssues<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, message: string) => void,
  onConflict?: Field,
): boolean {
  const issues = fieldIssues(error).filter((issue): issue is { field: Field; message: string } =>
    (fields as readonly string[]).includes(issue.field),
  );
  issues.forEach((issue) => setError(issue.field, issue.message));
  const conflict = serverMessage(error);
  if (issues.length === 0 && onConflict && conflict && isApiError(error, 409)) {
    setError(onConflict, conflict);
    return true;
  }
  return issues.length > 0;
}

interface CategoryNameFormProps {
  label: string;
  initialName?: string;
  submitLabel: string;
  /** resolves when saved; rejects with the server's error */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  /** a refusal that is not about the name (toasted by the caller) */
  onFailure: (error: unknown) => void;
}

/** A category's name: new (empties after saving) or renamed. */
export function CategoryNameForm({ label, initialName = '', submitLabel, onSubmit, onCancel, onFailure }: CategoryNameFormProps) {
  const { register, handleSubmit, setError, reset, formState } = useForm<FaqCategoryRequest>({
    resolver: zodResolver(categoryNameFormSchema),
    defaultValues: { name: initialName },
  });
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      reset({ name: initialName ? name : '' });
    } catch (error) {
      if (
        !showServerIssues(error, ['name'], (field, message) => setError(field, { type: 'server', message }, { shouldFocus: true }), 'name')
      )
        onFailure(error);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Field label={label} error={formState.errors.name?.message} className="flex-1 [&_label]:sr-only">
        {(control) => (
          <Input
            {...control}
            {...register('name')}
            maxLength={FAQ_CATEGORY_NAME_MAX}
            placeholder={initialName ? undefined : 'New category name'}
            autoComplete="off"
          />
        )}
      </Field>
      <div className="flex gap-2">
        <SubmitButton type="submit" pending={formState.isSubmitting} className="h-11">
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <Button variant="ghost" className="h-11" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

interface FaqFormProps {
  label: string;
  categories: readonly FaqCategory[];
  initial: CreateFaqRequest;
  submitLabel: string;
  onSubmit: (values: CreateFaqRequest) => Promise<unknown>;
  onCancel?: () => void;
  onFailure: (error: unknown) => void;
}

/** A question, its answer and its category: a new FAQ (empties after saving, keeping the category) or an edit. */
export function FaqForm({ label, categories, initial, submitLabel, onSubmit, onCancel, onFailure }: FaqFormProps) {
  const { register, handleSubmit, setError, reset, formState } = useForm<CreateFaqRequest>({
    resolver: zodResolver(faqFormSchema),
    defaultValues: initial,
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (!onCancel) reset({ ...initial, categoryId: values.categoryId });
    } catch (error) {
      const shown = showServerIssues(error, ['question', 'answer', 'categoryId'] as const, (field, message) =>
        setError(field, { type: 'server', message }, { shouldFocus: true }),
      );
      if (!shown) onFailure(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label} className="space-y-4">
      <Field label="Question" error={errors.question?.message}>
        {(control) => <Input {...control} {...register('question')} maxLength={FAQ_QUESTION_MAX} autoComplete="off" />}
      </Field>
      <Field label="Answer" error={errors.answer?.message} hint="Line breaks are kept.">
        {(control) => (
          <textarea
            {...control}
            {...register('answer')}
            rows={4}
            maxLength={FAQ_ANSWER_MAX}
            className={cn(inputClassName, 'h-auto min-h-11 py-2 leading-6')}
          />
        )}
      </Field>
      <Field label="Category" error={errors.categoryId?.message}>
        {(control) => (
          <select {...control} {...register('categoryId')} className={inputClassName}>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex gap-2">
        <SubmitButton type="submit" pending={formState.isSubmitting} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
