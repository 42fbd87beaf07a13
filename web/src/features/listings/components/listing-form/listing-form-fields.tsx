import { Crosshair, MapPin } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SELLER_PLANS } from '@contracts/billing/contracts/plans.ts';
import {
  ASKING_TERMS,
  PROPERTY_CATEGORIES,
  JV_SEEKING,
  ROAD_ACCESS,
  UTILITIES,
  type AskingTerm,
  type ListingFields,
  type RoadAccess,
  type Utility,
} from '@contracts/listings/contracts/listing.ts';
// lazy: OpenLayers stays out of the form's first load, the map arrives when the Location section renders
import { LazyPinMap } from '@/components/map/lazy-maps.tsx';
import { MapBoundary } from '@/components/map/map-boundary.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn, formatDollars } from '@/lib/utils.ts';
import { geocode } from '../../api/manage-listings.ts';
import { categoryLabel } from '../category-label.ts';
import { JV_SEEKING_LABELS } from '../jv-terms.ts';
import { US_STATES } from '../us-states.ts';
import { parseNumberInput, spreadOf, type ListingFormValues } from './form-values.ts';
import { PhotoUploader } from './photo-uploader.tsx';

const DESCRIPTION_MAX = 10_000;

const UTILITY_LABELS: Record<Utility, string> = {
  electric: 'Electric',
  water: 'Public water',
  sewer: 'Public sewer',
  septic: 'Septic',
  well: 'Well',
  gas: 'Gas',
  internet: 'Internet',
};
const TERM_LABELS: Record<AskingTerm, string> = {
  cash: 'Cash',
  'owner-finance': 'Owner financing',
  assignment: 'Assignment of contract',
  'subject-to': 'Subject-to',
};
const ROAD_ACCESS_LABELS: Record<RoadAccess, string> = {
  paved: 'Paved road',
  gravel: 'Gravel road',
  dirt: 'Dirt road',
  easement: 'By easement',
  none: 'No road access',
};

const requiredNumber = { setValueAs: (value: unknown) => parseNumberInput(value, undefined) };
const optionalNumber = { setValueAs: (value: unknown) => parseNumberInput(value, null) };
const optionalChoice = { setValueAs: (value: unknown) => (value === '' || value === undefined ? null : value) };

const textareaClassName = cn(inputClassName, 'h-auto min-h-28 py-2 leading-6');
const checkboxClassName =
  'size-4 rounded border-slate-300 text-brand-600 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600';

/** One card of the form, labelled by its heading. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      <div className="space-y-5 px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}

function useListingForm() {
  return useFormContext<ListingFormValues, unknown, ListingFields>();
}

export function BasicsSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useListingForm();
  const description = useWatch({ control, name: 'description' }) ?? '';

  return (
    <FormSection
      id="basics"
      title="Basics"
      description="What buyers see first: a clear title, the kind of property and what makes it a deal."
    >
      <Field label="Title" error={errors.title?.message} hint="For example: 12 acres of wooded land near Asheville with creek frontage">
        {(control) => <Input {...control} {...register('title')} maxLength={140} autoComplete="off" />}
      </Field>
      <Field label="Category" error={errors.category?.message} className="sm:max-w-xs">
        {(control) => (
          <select {...control} {...register('category', optionalChoice)} className={inputClassName}>
            <option value="">Choose a category</option>
            {PROPERTY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Description"
        optional
        error={errors.description?.message}
        labelAside={
          <span
            className={cn('text-xs tabular-nums', description.length > DESCRIPTION_MAX ? 'text-red-700' : 'text-slate-500')}
            aria-live="polite"
          >
            {description.length.toLocaleString('en-US')} / {DESCRIPTION_MAX.toLocaleString('en-US')} characters
          </span>
        }
      >
        {(control) => <textarea {...control} {...register('description')} rows={6} className={textareaClassName} />}
      </Field>
    </FormSection>
  );
}

export function LocationSection() {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useListingForm();
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const [locating, setLocating] = useState(false);

  const setPin = (lat: number, lng: number) => {
    const round = (value: number) => Math.round(value * 1e6) / 1e6;
    setValue('latitude', round(lat), { shouldDirty: true, shouldValidate: true });
    setValue('longitude', round(lng), { shouldDirty: true, shouldValidate: true });
  };

  const placeFromAddress = async () => {
    const { zip, city, state } = getValues();
    const zipCode = typeof zip === 'string' ? zip.trim() : '';
    if (!zipCode && !(city?.trim() && state)) {
      toast({ title: 'Add a ZIP code or a city and state first', variant: 'destructive' });
      return;
    }
    setLocating(true);
    try {
      const found = await geocode({ zip: zipCode || null, city: city?.trim(), state: state ?? undefined });
      setPin(found.latitude, found.longitude);
      if (found.county && !getValues('county')) setValue('county', found.county, { shouldDirty: true });
      toast({
        title: 'Pin placed',
        description: `At the centre of ${found.precision === 'zip' ? `ZIP ${zipCode}` : `${found.city ?? city}, ${found.state ?? state}`}. Drag it to the exact spot.`,
      });
    } catch (error) {
      toast({
        title: 'No match for that address',
        description: isApiError(error, 404)
          ? 'Check the ZIP code, or the city and state.'
          : (serverMessage(error) ?? 'The place could not be looked up. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setLocating(false);
    }
  };

  const hasPin = typeof latitude === 'number' && typeof longitude === 'number';

  return (
    <FormSection
      id="location"
      title="Location"
      description="The full street address stays optional. Without a pin, the listing is placed at the centre of its ZIP code or city."
    >
      <Field label="Street address" optional error={errors.streetAddress?.message}>
        {(control) => <Input {...control} {...register('streetAddress')} autoComplete="street-address" />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-6">
        <Field label="City" error={errors.city?.message} className="sm:col-span-3">
          {(control) => <Input {...control} {...register('city')} autoComplete="address-level2" />}
        </Field>
        <Field label="State" error={errors.state?.message} className="sm:col-span-2">
          {(control) => (
            <select {...control} {...register('state')} className={inputClassName} autoComplete="address-level1">
              <option value="">Choose a state</option>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="ZIP" optional error={errors.zip?.message} className="sm:col-span-1">
          {(control) => <Input {...control} {...register('zip')} inputMode="numeric" maxLength={5} autoComplete="postal-code" />}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="County" optional error={errors.county?.message}>
          {(control) => <Input {...control} {...register('county')} />}
        </Field>
        <Field label="Parcel number (APN)" optional error={errors.apn?.message}>
          {(control) => <Input {...control} {...register('apn')} autoComplete="off" />}
        </Field>
      </div>

      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm font-medium text-slate-800">Map pin</p>
            <p className="text-sm text-slate-500" aria-live="polite">
              {hasPin ? (
                <>
                  <MapPin className="mr-1 inline size-4 align-text-bottom text-brand-700" aria-hidden="true" />
                  {latitude.toFixed(5)}, {longitude.toFixed(5)}
                </>
              ) : (
                'No pin yet: place it from the address, or click the map.'
              )}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <SubmitButton
              variant="secondary"
              onClick={placeFromAddress}
              pending={locating}
              icon={<Crosshair className="size-4" aria-hidden="true" />}
            >
              Place pin from address
            </SubmitButton>
            {hasPin ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setValue('latitude', null, { shouldDirty: true });
                  setValue('longitude', null, { shouldDirty: true });
                }}
              >
                Clear pin
              </Button>
            ) : null}
          </div>
        </div>
        {/* a failing map takes nothing the seller typed with it: the pin can still come from the address */}
        <MapBoundary
          fallback={
            <p
              role="status"
              className="flex h-24 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 text-center text-sm text-slate-600"
            >
              The map could not be shown. Place the pin from the address; without one the listing sits at the centre of its ZIP code or
              city.
            </p>
          }
        >
          <LazyPinMap
            latitude={hasPin ? latitude : null}
            longitude={hasPin ? longitude : null}
            onChange={setPin}
            className="h-72 w-full overflow-hidden rounded-lg border border-slate-200"
          />
        </MapBoundary>
        {errors.latitude?.message ? <p className="text-sm text-red-700">{errors.latitude.message}</p> : null}
      </div>
    </FormSection>
  );
}

export function PropertySection() {
  const {
    register,
    formState: { errors },
  } = useListingForm();

  return (
    <FormSection
      id="property"
      title="Property"
      description="Land size is required; the building facts matter for houses and commercial buildings."
    >
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Acres" error={errors.acres?.message}>
          {(control) => <Input {...control} {...register('acres', requiredNumber)} inputMode="decimal" />}
        </Field>
        <Field label="Building size (sq ft)" optional error={errors.buildingSqft?.message}>
          {(control) => <Input {...control} {...register('buildingSqft', optionalNumber)} inputMode="numeric" />}
        </Field>
        <Field label="Year built" optional error={errors.yearBuilt?.message}>
          {(control) => <Input {...control} {...register('yearBuilt', optionalNumber)} inputMode="numeric" maxLength={4} />}
        </Field>
        <Field label="Bedrooms" optional error={errors.beds?.message}>
          {(control) => <Input {...control} {...register('beds', optionalNumber)} inputMode="numeric" />}
        </Field>
        <Field label="Bathrooms" optional error={errors.baths?.message}>
          {(control) => <Input {...control} {...register('baths', optionalNumber)} inputMode="decimal" />}
        </Field>
        <Field label="Zoning" optional error={errors.zoning?.message}>
          {(control) => <Input {...control} {...register('zoning')} placeholder="e.g. R-1, AG" />}
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Utilities</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          {UTILITIES.map((utility) => (
            <label key={utility} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" value={utility} {...register('utilities')} className={checkboxClassName} />
              {UTILITY_LABELS[utility]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Road access" optional error={errors.roadAccess?.message} className="sm:max-w-xs">
        {(control) => (
          <select {...control} {...register('roadAccess', optionalChoice)} className={inputClassName}>
            <option value="">Not specified</option>
            {ROAD_ACCESS.map((access) => (
              <option key={access} value={access}>
                {ROAD_ACCESS_LABELS[access]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </FormSection>
  );
}

export function PriceSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useListingForm();
  const [price, arv, estimatedRepairs] = useWatch({ control, name: ['price', 'arv', 'estimatedRepairs'] });
  const spread = spreadOf({ price, arv, estimatedRepairs });

  return (
    <FormSection
      id="price"
      title="Price and terms"
      description="In US dollars. ARV is the after-repair value; the spread is what is left between it and the price plus repairs."
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <Field label="Price ($)" error={errors.price?.message}>
          {(control) => <Input {...control} {...register('price', requiredNumber)} inputMode="decimal" />}
        </Field>
        <Field label="ARV ($)" optional error={errors.arv?.message}>
          {(control) => <Input {...control} {...register('arv', optionalNumber)} inputMode="decimal" />}
        </Field>
        <Field label="Estimated repairs ($)" optional error={errors.estimatedRepairs?.message}>
          {(control) => <Input {...control} {...register('estimatedRepairs', optionalNumber)} inputMode="decimal" />}
        </Field>
      </div>
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700" aria-live="polite">
        {spread === null ? (
          'Enter the price and the ARV to see the spread.'
        ) : (
          <>
            Spread (ARV − price − repairs):{' '}
            <strong className={spread < 0 ? 'text-red-700' : 'text-emerald-700'}>{formatDollars(spread)}</strong>
          </>
        )}
      </p>
      <fieldset aria-describedby={errors.terms?.message ? 'terms-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Asking terms</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {ASKING_TERMS.map((term) => (
            <label key={term} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" value={term} {...register('terms')} className={checkboxClassName} />
              {TERM_LABELS[term]}
            </label>
          ))}
        </div>
        {errors.terms?.message ? (
          <p id="terms-error" className="mt-2 text-sm text-red-700">
            {errors.terms.message}
          </p>
        ) : null}
      </fieldset>
    </FormSection>
  );
}

export function JointVentureSection() {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useListingForm();
  const open = useWatch({ control, name: 'openToJointVenture' });
  const seeking = useWatch({ control, name: 'jvTerms.seeking' });
  const setAside = useRef<ListingFormValues['jvTerms']>(null);
  const jvErrors = errors.jvTerms;

  return (
    <FormSection
      id="joint-venture"
      title="Joint venture"
      description="Open the deal to partners who bring cash, credit or work in exchange for a share."
    >
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="openToJointVenture"
          render={({ field }) => (
            <Switch
              id="open-to-jv"
              checked={Boolean(field.value)}
              onCheckedChange={(checked) => {
                // the terms exist only while the deal is open to JV: switched off, they are kept aside and come back when switched on
                if (checked) setValue('jvTerms', setAside.current ?? { seeking: null, amount: null, partnerShare: null, note: '' });
                else setAside.current = getValues('jvTerms');
                if (!checked) setValue('jvTerms', null);
                field.onChange(checked);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor="open-to-jv">Open to joint venture</Label>
      </div>
      {open ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label="Looking for" error={jvErrors?.seeking?.message ?? jvErrors?.message}>
            {(control) => (
              <select {...control} {...register('jvTerms.seeking', optionalChoice)} className={inputClassName}>
                <option value="">Choose…</option>
                {JV_SEEKING.map((kind) => (
                  <option key={kind} value={kind}>
                    {JV_SEEKING_LABELS[kind]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={seeking === 'share-buyer' ? 'Price of the share ($)' : 'Amount ($)'} optional error={jvErrors?.amount?.message}>
            {(control) => <Input {...control} {...register('jvTerms.amount', optionalNumber)} inputMode="numeric" />}
          </Field>
          <Field
            label="Partner's share of the profit (%)"
            optional
            error={jvErrors?.partnerShare?.message}
            hint="What you offer the partner, 1 to 99."
          >
            {(control) => <Input {...control} {...register('jvTerms.partnerShare', optionalNumber)} inputMode="numeric" />}
          </Field>
          <Field
            label="Note"
            optional
            error={jvErrors?.note?.message}
            hint="How the deal would work, in a few lines."
            className="sm:col-span-2"
          >
            {(control) => <textarea {...control} {...register('jvTerms.note')} rows={3} className={textareaClassName} />}
          </Field>
        </div>
      ) : null}
    </FormSection>
  );
}

export function PhotosSection({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const {
    control,
    formState: { errors },
  } = useListingForm();
  return (
    <FormSection
      id="photos"
      title="Photos"
      description="Good photos sell deals. Drag to reorder; the first photo is the cover on cards and search results."
    >
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <PhotoUploader value={field.value ?? []} onChange={field.onChange} onBusyChange={onBusyChange} error={errors.images?.message} />
        )}
      />
    </FormSection>
  );
}

function featuredAllowance(): string {
  return SELLER_PLANS.filter((plan) => plan.tier !== 'free' && plan.tier !== 'trial')
    .map((plan) => {
      const perMonth = plan.limits.featuredPerMonth;
      return `${plan.name}: ${perMonth === null ? 'unlimited' : perMonth === 0 ? 'none' : `${perMonth} a month`}`;
    })
    .join(' · ');
}

/**
 * `review`: the listing waits for review or was not approved, so it cannot be featured until it is approved
 * (the server refuses it too); one already featured may still be turned off.
 */
export function FeaturedSection({ review = null, featured = false }: { review?: 'pending' | 'rejected' | null; featured?: boolean }) {
  const { control } = useListingForm();
  const locked = review !== null && !featured;
  return (
    <FormSection id="featured" title="Featured">
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="featured"
          render={({ field }) => (
            <Switch
              id="featured"
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={locked}
              // named by its label also while disabled (a disabled control's label is not its name in every browser)
              aria-labelledby="featured-label"
              aria-describedby="featured-hint"
              className="mt-0.5"
            />
          )}
        />
        <div>
          <Label id="featured-label" htmlFor="featured">
            Feature this listing
          </Label>
          <p id="featured-hint" className="mt-1 text-sm text-slate-600">
            Featured listings carry a FEATURED banner and count towards the marketplace&apos;s featured deals. Each listing you feature
            counts against your plan&apos;s featured listings per month ({featuredAllowance()}).
          </p>
          {locked ? (
            <p className="mt-1 text-sm font-medium text-slate-700">
              {review === 'pending'
                ? 'You can feature this listing once an administrator approves it.'
                : 'You can feature this listing once you resubmit it and it is approved.'}
            </p>
          ) : null}
        </div>
      </div>
    </FormSection>
  );
}
