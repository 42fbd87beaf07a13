import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import type { ListingDemandRequest } from '@contracts/engagement/contracts/saved-searches.ts';
import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import { listingInputSchema, type ListingFields } from '@contracts/listings/contracts/listing.ts';
import type { PropertyDetail } from '@contracts/listings/contracts/property.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { isUpgradeRequired, planLimitOf, serverMessage } from '@/lib/api-errors.ts';
import {
  editablePropertyQueryOptions,
  useChangeListingStatus,
  useCreateListing,
  useResubmitListing,
  useUpdateListing,
} from '../../api/manage-listings.ts';
import { applyListingFieldErrors, demandRequestOf, emptyListingValues, listingValuesFrom, type ListingFormValues } from './form-values.ts';
import { draftKey, readDraft, removeDraft, sameValues, writeDraft, type ListingDraft } from './listing-draft.ts';
import {
  BasicsSection,
  FeaturedSection,
  JointVentureSection,
  LocationSection,
  PhotosSection,
  PriceSection,
  PropertySection,
} from './listing-form-fields.tsx';

const AUTOSAVE_DELAY_MS = 500;

const REVIEW_NOTE = 'An administrator reviews new sellers’ listings before buyers can find them. You will be told when it is approved.';

type Intent = 'draft' | 'publish' | 'save' | 'save-and-publish' | 'save-and-resubmit';

interface ListingFormProps {
  user: CurrentUser;
  /** the listing being edited; absent when posting a new one */
  property?: PropertyDetail;
  /** how many buyers' saved searches the listing would match (the saved-searches feature's, composed by the route) */
  demand?: RenderDemand;
}

/** Renders the demand for the form's current fields; null until they have a category, a state and a price. */
export type RenderDemand = (request: ListingDemandRequest | null) => ReactNode;

interface UpgradeNotice {
  title: string;
  message: string;
}

/** The draft kept on this device for this form, when it differs from the starting values. */
function initialDraft(key: string, baseline: ListingFormValues): ListingDraft | null {
  const draft = readDraft(key);
  if (!draft) return null;
  if (sameValues({ ...baseline, ...draft.values }, baseline)) {
    removeDraft(key);
    return null;
  }
  return draft;
}

/**
 * Post or edit a listing: one form validated by the schema the server uses, autosaved on this
 * device as the seller types, with the server's own field errors placed under the fields.
 */
export function ListingForm({ user, property, demand }: ListingFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateListing();
  const update = useUpdateListing(property?.id ?? '');
  const changeStatus = useChangeListingStatus();
  const resubmit = useResubmitListing();
  const key = draftKey(user.id, property?.id ?? null);

  const [baseline, setBaseline] = useState<ListingFormValues>(() => (property ? listingValuesFrom(property) : emptyListingValues()));
  const [restored, setRestored] = useState<ListingDraft | null>(() => initialDraft(key, baseline));
  // the version the seller's typing is based on: a save sends it, so a newer edit elsewhere is never overwritten unseen
  const [baseVersion, setBaseVersion] = useState<number | undefined>(() => restored?.baseVersion ?? property?.version);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState<UpgradeNotice | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<Intent | null>(null);

  const form = useForm<ListingFormValues, unknown, ListingFields>({
    resolver: zodResolver(listingInputSchema),
    defaultValues: restored ? { ...baseline, ...restored.values } : baseline,
    mode: 'onTouched',
  });
  const { handleSubmit, setError, reset, getValues, subscribe } = form;

  // autosave: what the seller types is kept on this device until it is saved to the server
  const autosave = useRef({ stopped: false, timer: undefined as ReturnType<typeof setTimeout> | undefined });
  const latest = useRef({ baseline, baseVersion, key });
  useEffect(() => {
    latest.current = { baseline, baseVersion, key };
  }, [baseline, baseVersion, key]);

  const saveDraftNow = useCallback(() => {
    const state = autosave.current;
    clearTimeout(state.timer);
    state.timer = undefined;
    if (state.stopped) return;
    const values = getValues();
    const { baseline: start, baseVersion: version, key: storageKey } = latest.current;
    if (sameValues(values, start)) removeDraft(storageKey);
    else writeDraft(storageKey, { savedAt: new Date().toISOString(), baseVersion: version, values });
  }, [getValues]);

  useEffect(() => {
    const state = autosave.current;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(state.timer);
        state.timer = setTimeout(saveDraftNow, AUTOSAVE_DELAY_MS);
      },
    });
    const flush = () => {
      if (state.timer !== undefined) saveDraftNow();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [subscribe, saveDraftNow]);

  const discardLocalChanges = () => {
    autosave.current.stopped = true;
    clearTimeout(autosave.current.timer);
    removeDraft(key);
    reset(baseline);
    setBaseVersion(property?.version);
    setRestored(null);
    autosave.current.stopped = false;
  };

  const finish = async (detail: PropertyDetail, intent: Intent) => {
    autosave.current.stopped = true;
    clearTimeout(autosave.current.timer);
    removeDraft(key);
    const titles: Record<Intent, [string, string]> = {
      draft: ['Draft saved', 'Publish it from your dashboard when it is ready.'],
      publish: ['Listing published', 'Buyers can find it now.'],
      save: ['Changes saved', detail.status === 'active' ? 'Buyers see the new version now.' : 'Your listing is up to date.'],
      'save-and-publish': ['Listing published', 'Your changes are saved and buyers can find it now.'],
      'save-and-resubmit': ['Sent for review', REVIEW_NOTE],
    };
    // a new seller's listing, or a new seller's change of price, address or photos, waits for an administrator
    const [title, description] =
      detail.review === 'pending' && intent !== 'draft' && intent !== 'save-and-resubmit'
        ? [intent === 'save' ? 'Changes saved: waiting for review' : 'Listing sent for review', REVIEW_NOTE]
        : titles[intent];
    toast({ title, description });
    if (intent === 'draft') await navigate({ to: '/dashboard' });
    else await navigate({ to: '/property/$id', params: { id: detail.id } });
  };

  const onFailure = (error: unknown, intent: Intent) => {
    if (isUpgradeRequired(error)) {
      const featured = planLimitOf(error)?.limit === 'featuredPerMonth';
      setUpgrade({
        title: featured ? 'Featured Limit Reached' : 'Listing Limit Reached',
        message: serverMessage(error) ?? 'Your plan does not allow publishing more listings.',
      });
      setUpgradeOpen(true);
      return;
    }
    if (isApiError(error, 409)) {
      setConflict(true);
      toast({
        title: 'This listing was changed elsewhere',
        description: 'Nothing was overwritten. Your changes are still in the form.',
        variant: 'destructive',
      });
      return;
    }
    if (applyListingFieldErrors(error, setError)) {
      toast({ title: 'Please check the highlighted fields', variant: 'destructive' });
      return;
    }
    const fallback =
      intent === 'draft' ? 'Your draft could not be saved. Please try again.' : 'Your listing could not be saved. Please try again.';
    setFailure(toastError('Could not save your listing', error, fallback));
  };

  const submit = (intent: Intent) =>
    handleSubmit(
      async (listing) => {
        setFailure(null);
        setUpgrade(null);
        setPending(intent);
        // the autosaved copy stays until the server has the listing
        saveDraftNow();
        try {
          if (!property) {
            const created = await create.mutateAsync({ listing, publish: intent === 'publish' });
            await finish(created, intent);
            return;
          }
          let saved = await update.mutateAsync({ listing, version: baseVersion ?? property.version });
          setBaseVersion(saved.version);
          setBaseline(listingValuesFrom(saved));
          if (intent === 'save-and-resubmit') saved = await resubmit.mutateAsync(saved.id);
          if (intent === 'save-and-publish') {
            try {
              saved = await changeStatus.mutateAsync({ id: saved.id, status: 'active' });
            } catch (error) {
              toast({ title: 'Changes saved', description: 'The listing could not be published yet.' });
              onFailure(error, intent);
              return;
            }
          }
          await finish(saved, intent);
        } catch (error) {
          onFailure(error, intent);
        } finally {
          setPending(null);
        }
      },
      () =>
        toast({ title: 'Please check the highlighted fields', description: 'Some fields need your attention.', variant: 'destructive' }),
    );

  const loadLatest = async (keepMine: boolean) => {
    if (!property) return;
    try {
      const latestDetail = await queryClient.fetchQuery(editablePropertyQueryOptions(property.id));
      const latestValues = listingValuesFrom(latestDetail);
      setBaseline(latestValues);
      setBaseVersion(latestDetail.version);
      setConflict(false);
      if (keepMine) {
        toast({
          title: 'Latest version loaded',
          description: 'Your changes are still in the form: saving now replaces the newer version with them.',
        });
      } else {
        autosave.current.stopped = true;
        removeDraft(key);
        reset(latestValues);
        setRestored(null);
        autosave.current.stopped = false;
        toast({ title: 'Latest version loaded', description: 'The form now shows the saved listing.' });
      }
    } catch (error) {
      toastError('Could not load the latest version', error, 'Please try again.');
    }
  };

  const busy = pending !== null;
  const editing = Boolean(property);
  const rejected = property?.review === 'rejected';
  const publishable = property && property.status !== 'active' && property.status !== 'under_contract' && property.status !== 'sold';

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={editing ? 'Edit listing' : 'New listing'}
        onSubmit={(event) => void submit(rejected ? 'save-and-resubmit' : editing ? 'save' : 'publish')(event)}
        className="space-y-6"
      >
        {restored ? (
          <Alert variant="info" title="Unsaved changes restored">
            <p>
              We kept what you typed on this device on{' '}
              {new Date(restored.savedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.
            </p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={discardLocalChanges}>
              Discard these changes
            </Button>
          </Alert>
        ) : null}

        {conflict ? (
          <Alert variant="warning" title="This listing was changed elsewhere">
            <p>
              Someone saved a newer version (perhaps you, in another tab). Nothing was overwritten, and your changes are still in this form.
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void loadLatest(true)}>
                Reload and keep my changes
              </Button>
              <Button variant="secondary" size="sm" onClick={() => void loadLatest(false)}>
                Discard my changes and reload
              </Button>
            </div>
          </Alert>
        ) : null}

        {failure ? <Alert variant="error">{failure}</Alert> : null}

        {property?.review === 'rejected' ? (
          <Alert variant="error" title="Not approved">
            <p className="[overflow-wrap:anywhere]">{property.reviewReason}</p>
            <p className="mt-1">Change what the reviewer asked for, then resubmit the listing for review.</p>
          </Alert>
        ) : property?.review === 'pending' ? (
          <Alert variant="info" title="In review">
            <p>{REVIEW_NOTE}</p>
          </Alert>
        ) : null}

        <BasicsSection />
        <LocationSection />
        <PropertySection />
        <PriceSection />
        <JointVentureSection />
        <PhotosSection onBusyChange={setUploading} />
        <FeaturedSection review={property?.review ?? null} featured={property?.featured ?? false} />

        {upgrade && !upgradeOpen ? (
          <Alert variant="warning" title="Not published">
            <p>{upgrade.message}</p>
            <p className="mt-1">
              {editing ? 'Your changes can still be saved.' : 'You can save it as a draft now and publish it after upgrading.'}{' '}
              <Link to="/pricing" className="font-semibold underline">
                View plans
              </Link>
            </p>
          </Alert>
        ) : null}

        {/* kept in view while scrolling from `sm`; on phones it ends the form (the help button sits bottom-right) */}
        <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:sticky sm:bottom-0 sm:z-10 sm:bg-white/95 sm:backdrop-blur">
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
            {/* above the buttons on phones too, where the column is reversed to put the main button first */}
            <div className="order-last space-y-0.5 sm:order-none sm:mr-auto">
              {demand ? <DemandPreview render={demand} /> : null}
              {uploading ? (
                <p className="text-sm text-slate-600" role="status">
                  Waiting for photos to finish uploading...
                </p>
              ) : (
                <p className="hidden text-sm text-slate-500 sm:block">Your changes are kept on this device until you save.</p>
              )}
            </div>
            {editing ? (
              <>
                <Button variant="secondary" asChild>
                  <Link to="/dashboard">Cancel</Link>
                </Button>
                {publishable ? (
                  <SubmitButton
                    variant="secondary"
                    pending={pending === 'save-and-publish'}
                    disabled={busy || uploading}
                    onClick={() => void submit('save-and-publish')()}
                  >
                    Save and publish
                  </SubmitButton>
                ) : null}
                <SubmitButton
                  type={rejected ? 'button' : 'submit'}
                  variant={rejected ? 'secondary' : undefined}
                  pending={pending === 'save'}
                  pendingLabel="Saving..."
                  disabled={busy || uploading}
                  onClick={rejected ? () => void submit('save')() : undefined}
                >
                  Save changes
                </SubmitButton>
                {rejected ? (
                  <SubmitButton type="submit" pending={pending === 'save-and-resubmit'} disabled={busy || uploading}>
                    Resubmit for review
                  </SubmitButton>
                ) : null}
              </>
            ) : (
              <>
                <SubmitButton
                  variant="secondary"
                  pending={pending === 'draft'}
                  disabled={busy || uploading}
                  onClick={() => void submit('draft')()}
                >
                  Save draft
                </SubmitButton>
                <SubmitButton type="submit" pending={pending === 'publish'} pendingLabel="Publishing..." disabled={busy || uploading}>
                  Publish listing
                </SubmitButton>
              </>
            )}
          </div>
        </div>
      </form>

      <UpgradeDialog
        open={upgradeOpen}
        onOpenChange={setUpgradeOpen}
        title={upgrade?.title ?? 'Listing Limit Reached'}
        message={upgrade?.message ?? ''}
      />
    </FormProvider>
  );
}

/** Watches only the fields saved searches filter on, so typing elsewhere does not redraw it. */
function DemandPreview({ render }: { render: RenderDemand }) {
  const { control } = useFormContext<ListingFormValues>();
  const values = useWatch({ control, name: DEMAND_FIELDS });
  return render(demandRequestOf(Object.fromEntries(DEMAND_FIELDS.map((field, index) => [field, values[index]]))));
}

const DEMAND_FIELDS = [
  'title',
  'description',
  'category',
  'city',
  'state',
  'county',
  'zip',
  'price',
  'acres',
  'beds',
  'baths',
  'terms',
  'openToJointVenture',
  'featured',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof ListingFormValues)[];
