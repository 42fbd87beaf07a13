import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { MyProfile } from '@contracts/engagement/contracts/directory.ts';
import {
  EXPERIENCE_LEVELS,
  INVESTMENT_STRATEGIES,
  MAX_BIO_LENGTH,
  type Experience,
  type InvestmentStrategy,
} from '@contracts/engagement/contracts/directory-terms.ts';
import type { PropertyCategory } from '@contracts/listings/contracts/listing-terms.ts';
import { US_STATES } from '@contracts/listings/contracts/us-states.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { FormActions, SettingsSection } from '@/components/ui/settings-section.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useMyProfile, useSaveBuyBoxSearch, useSaveMyProfile } from '../api/directory.ts';
import { CATEGORY_OPTIONS, experienceLabel, strategyLabel } from '../format.ts';

export const PUBLIC_PROFILE_ANCHOR = 'public-profile';

/** Settings → Public profile: whether the member is in the directory, and what it shows of them. */
export function PublicProfileSection({ userId }: { userId: string }) {
  const profile = useMyProfile(userId);
  return (
    <SettingsSection
      id={PUBLIC_PROFILE_ANCHOR}
      title="Public profile"
      description="Show investors where and what you buy in the member directory. Your email address and phone number are never shown."
    >
      {profile.isPending ? (
        <div role="status" aria-label="Loading your public profile">
          <Skeleton className="h-40 w-full" />
        </div>
      ) : profile.isError ? (
        <Alert variant="error" title="Your public profile could not be loaded">
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ProfileEditor userId={userId} saved={profile.data} />
      )}
    </SettingsSection>
  );
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const textOf = (value: number | null) => (value === null ? '' : String(value));
const toggle = <T,>(list: readonly T[], value: T) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
const chip =
  'inline-flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 ring-inset has-checked:bg-brand-50 has-checked:text-brand-900 has-checked:ring-brand-300 ring-slate-300 has-focus-visible:outline-2 has-focus-visible:outline-brand-600';

function ProfileEditor({ userId, saved }: { userId: string; saved: MyProfile }) {
  const save = useSaveMyProfile(userId);
  const saveSearch = useSaveBuyBoxSearch();
  const [isPublic, setPublic] = useState(saved.isPublic);
  const [states, setStates] = useState<string[]>(saved.states);
  const [counties, setCounties] = useState(saved.counties.join(', '));
  const [strategies, setStrategies] = useState<InvestmentStrategy[]>(saved.strategies);
  const [categories, setCategories] = useState<PropertyCategory[]>(saved.buyBox.categories);
  const [minPrice, setMinPrice] = useState(textOf(saved.buyBox.minPrice));
  const [maxPrice, setMaxPrice] = useState(textOf(saved.buyBox.maxPrice));
  const [minAcres, setMinAcres] = useState(textOf(saved.buyBox.minAcres));
  const [maxAcres, setMaxAcres] = useState(textOf(saved.buyBox.maxAcres));
  const [experience, setExperience] = useState<Experience | ''>(saved.experience ?? '');
  const [bio, setBio] = useState(saved.bio);

  const buyBox = {
    categories,
    minPrice: numberOrNull(minPrice),
    maxPrice: numberOrNull(maxPrice),
    minAcres: numberOrNull(minAcres),
    maxAcres: numberOrNull(maxAcres),
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      {
        isPublic,
        states,
        counties: counties
          .split(',')
          .map((county) => county.replace(/\s+county$/i, '').trim())
          .filter(Boolean),
        strategies,
        buyBox,
        experience: experience || null,
        bio,
      },
      {
        onSuccess: (profile) =>
          toast({
            title: 'Public profile saved',
            description: profile.isPublic ? 'Investors can find you in the directory.' : 'You are not listed in the directory.',
          }),
        onError: (error) => toastError('Profile not saved', error, 'Please check the fields and try again.'),
      },
    );
  };

  const onCreateSearch = () => {
    const criteria: Record<string, string | number> = {};
    if (categories.length) criteria.category = categories.join(',');
    if (states.length) criteria.state = states.join(',');
    for (const [key, value] of Object.entries({
      minPrice: buyBox.minPrice,
      maxPrice: buyBox.maxPrice,
      minAcres: buyBox.minAcres,
      maxAcres: buyBox.maxAcres,
    })) {
      if (value !== null && Number.isFinite(value)) criteria[key] = value;
    }
    saveSearch.mutate(criteria, {
      onSuccess: () =>
        toast({ title: 'Saved search created', description: 'Listings that fit your buy box will show under Saved searches.' }),
      onError: (error) => toastError('Saved search not created', error, 'Please try again.'),
    });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <div className="flex items-center justify-between gap-4 rounded-lg bg-slate-50 px-4 py-3">
        <div>
          <Label htmlFor="public-profile-switch">Show me in the member directory</Label>
          <p className="text-sm text-slate-600">
            {saved.isPublic ? (
              <>
                On: investors find you in the directory.{' '}
                <Link
                  to="/connections/$memberId"
                  params={{ memberId: userId }}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  See your public profile
                </Link>
              </>
            ) : (
              'Off: nobody sees your profile.'
            )}
          </p>
        </div>
        <Switch id="public-profile-switch" checked={isPublic} onCheckedChange={setPublic} />
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Markets: states</legend>
        <select
          aria-label="Add a state"
          className={`${inputClassName} mt-2 sm:max-w-xs`}
          value=""
          onChange={(event) =>
            event.target.value && setStates((list) => (list.includes(event.target.value) ? list : [...list, event.target.value]))
          }
        >
          <option value="">Add a state…</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
        {states.length > 0 ? (
          <ul aria-label="Your states" className="mt-2 flex flex-wrap gap-2">
            {states.map((state) => (
              <li key={state}>
                <button
                  type="button"
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
                  onClick={() => setStates((list) => list.filter((item) => item !== state))}
                >
                  {state} <span aria-hidden="true">×</span>
                  <span className="sr-only"> (remove)</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      <Field label="Counties" optional hint="Separated by commas, e.g. Travis, Bastrop">
        {(control) => <Input {...control} value={counties} onChange={(event) => setCounties(event.target.value)} />}
      </Field>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Strategies</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {INVESTMENT_STRATEGIES.map((strategy) => (
            <label key={strategy} className={chip}>
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={strategies.includes(strategy)}
                onChange={() => setStrategies((list) => toggle(list, strategy))}
              />
              {strategyLabel(strategy)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Buy box: property types</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {CATEGORY_OPTIONS.map((category) => (
            <label key={category.value} className={chip}>
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={categories.includes(category.value)}
                onChange={() => setCategories((list) => toggle(list, category.value))}
              />
              {category.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Lowest price ($)" optional>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              type="number"
              min={0}
              value={minPrice}
              onChange={(event) => setMinPrice(event.target.value)}
            />
          )}
        </Field>
        <Field label="Highest price ($)" optional>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              type="number"
              min={0}
              value={maxPrice}
              onChange={(event) => setMaxPrice(event.target.value)}
            />
          )}
        </Field>
        <Field label="Fewest acres" optional>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              type="number"
              min={0}
              step="any"
              value={minAcres}
              onChange={(event) => setMinAcres(event.target.value)}
            />
          )}
        </Field>
        <Field label="Most acres" optional>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              type="number"
              min={0}
              step="any"
              value={maxAcres}
              onChange={(event) => setMaxAcres(event.target.value)}
            />
          )}
        </Field>
      </div>

      <Field label="Experience" optional>
        {(control) => (
          <select
            {...control}
            className={`${inputClassName} sm:max-w-xs`}
            value={experience}
            onChange={(event) => setExperience(event.target.value as Experience | '')}
          >
            <option value="">Not said</option>
            {EXPERIENCE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {experienceLabel(level)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field
        label="Short bio"
        optional
        hint={`${bio.length}/${MAX_BIO_LENGTH} characters, plain text`}
        error={bio.length > MAX_BIO_LENGTH ? `At most ${MAX_BIO_LENGTH} characters` : undefined}
      >
        {(control) => <Textarea {...control} rows={4} value={bio} onChange={(event) => setBio(event.target.value)} />}
      </Field>

      <FormActions>
        <Button type="button" variant="secondary" className="w-full sm:w-auto" onClick={onCreateSearch} disabled={saveSearch.isPending}>
          Create a saved search from my buy box
        </Button>
        <SubmitButton type="submit" className="w-full sm:w-auto" pending={save.isPending}>
          Save public profile
        </SubmitButton>
      </FormActions>
    </form>
  );
}
