import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { updateProfileRequestSchema, type CurrentUser } from '@contracts/identity/contracts/http.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, fileInputLabelClassName } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useUpdateProfile, useUploadProfilePicture } from '../../api/account.ts';
import { PROFILE_PICTURE_ACCEPT, profilePictureProblem } from '../../profile-picture.ts';
import { applyServerFieldErrors } from '../server-errors.ts';
import { FormActions, SettingsSection } from '@/components/ui/settings-section.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';

export function ProfileSection({ user }: { user: CurrentUser }) {
  return (
    <SettingsSection id="profile" title="Profile" description="Your name, photo and phone number as other members see them.">
      <div className="space-y-8">
        <ProfilePictureForm user={user} />
        <ProfileDetailsForm user={user} />
      </div>
    </SettingsSection>
  );
}

function initialsOf(user: CurrentUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();
}

/** Choose a picture, see it, then upload it; type and size are checked before anything is sent. */
function ProfilePictureForm({ user }: { user: CurrentUser }) {
  const upload = useUploadProfilePicture();
  const inputId = useId();
  const problemId = `${inputId}-problem`;
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // the preview's object URL is released when it is replaced or the form goes away
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.previewUrl);
  }, [chosen]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // lets the same file be chosen again after a cancel
    event.target.value = '';
    if (!file) return;
    const found = profilePictureProblem(file);
    setProblem(found);
    setChosen(found ? null : { file, previewUrl: URL.createObjectURL(file) });
  };

  const onUpload = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, {
      onSuccess: () => {
        setChosen(null);
        toast({ title: 'Profile picture updated' });
      },
      onError: (error) => {
        setProblem(toastError('Upload failed', error, 'The picture could not be uploaded. Please try again.'));
      },
    });
  };

  const shown = chosen?.previewUrl ?? user.profilePicture;

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-full bg-brand-100 ring-4 ring-white shadow">
        {shown ? (
          <img
            src={shown}
            alt={chosen ? 'Preview of your new profile picture' : 'Your profile picture'}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-2xl font-bold text-brand-800" aria-hidden="true">
            {initialsOf(user)}
          </span>
        )}
      </div>

      <div className="min-w-0 flex-1 space-y-3">
        <div>
          <p className="text-sm font-medium text-slate-800">Profile picture</p>
          <p className="text-sm text-slate-500">JPEG, PNG or WebP, up to 8 MB.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={inputId}
            type="file"
            accept={PROFILE_PICTURE_ACCEPT}
            onChange={onChoose}
            disabled={upload.isPending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className="peer sr-only"
          />
          <label htmlFor={inputId} className={fileInputLabelClassName}>
            <Camera className="size-4" aria-hidden="true" />
            {chosen ? 'Choose another' : 'Choose picture'}
          </label>
          {chosen ? (
            <>
              <SubmitButton onClick={onUpload} pending={upload.isPending} pendingLabel="Uploading...">
                Upload picture
              </SubmitButton>
              <Button variant="ghost" onClick={() => setChosen(null)} disabled={upload.isPending}>
                Cancel
              </Button>
            </>
          ) : null}
        </div>
        {chosen ? <p className="truncate text-sm text-slate-600">Selected: {chosen.file.name}</p> : null}
        {problem ? (
          <p id={problemId} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}

const PROFILE_FIELDS = ['firstName', 'lastName', 'phone'] as const;

function ProfileDetailsForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    update.mutate(values, {
      onSuccess: (updated) => {
        reset({ firstName: updated.firstName, lastName: updated.lastName, phone: updated.phone ?? '' });
        toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
      },
      onError: (error) => {
        const message = toastError('Could not save your profile', error, 'Your profile could not be saved. Please try again.');
        if (!applyServerFieldErrors(error, setError, { fields: PROFILE_FIELDS })) setFailure(message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Profile details">
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
        </Field>
      </div>
      <Field label="Phone" optional error={errors.phone?.message} className="sm:max-w-[calc(50%-0.625rem)]">
        {(control) => <Input {...control} {...register('phone')} type="tel" autoComplete="tel" inputMode="tel" />}
      </Field>
      <FormActions>
        <SubmitButton type="submit" pending={update.isPending} pendingLabel="Saving..." disabled={!isDirty}>
          Save changes
        </SubmitButton>
      </FormActions>
    </form>
  );
}
