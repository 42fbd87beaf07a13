import { Link, useHydrated, useLocation, useNavigate } from '@tanstack/react-router';
import { BellPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  MAX_SAVED_SEARCH_NAME_LENGTH,
  savedSearchCriteriaSchema,
  suggestSavedSearchName,
  type AlertFrequency,
} from '@contracts/engagement/contracts/saved-searches.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { fieldIssues, serverMessage } from '@/lib/api-errors.ts';
import { useCurrentUser } from '@/lib/auth.ts';
import { useCreateSavedSearch, useSavedSearches, type CreateSavedSearchInput } from '../api/saved-searches.ts';
import { AlertFrequencySelect } from './alert-frequency-select.tsx';
import { SavedSearchUpgradeDialog, upgradeNoticeOf, type UpgradeNotice } from './saved-search-upgrade.tsx';

type Criteria = CreateSavedSearchInput['criteria'];

interface SaveSearchButtonProps {
  /** the search to save, as the search API's query in URL form */
  criteria: Criteria;
  label?: string;
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * "Save search": a dialog to name the search and choose its alerts. A visitor is sent to sign in and
 * comes back to the same page; a plan over its saved searches (or without alerts) meets the upgrade dialog.
 */
export function SaveSearchButton({ criteria, label = 'Save search', variant = 'secondary', className }: SaveSearchButtonProps) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [upgrade, setUpgrade] = useState<UpgradeNotice | null>(null);

  const onClick = () => {
    if (user) setOpen(true);
    else void navigate({ to: '/login', search: { redirect: href } });
  };

  return (
    <>
      <Button variant={variant} onClick={onClick} aria-disabled={hydrated ? undefined : true} className={className}>
        <BellPlus className="size-4" aria-hidden="true" />
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && user ? (
          <SaveSearchForm
            userId={user.id}
            criteria={criteria}
            onDone={() => setOpen(false)}
            onUpgrade={(notice) => {
              setOpen(false);
              setUpgrade(notice);
            }}
          />
        ) : null}
      </Dialog>
      <SavedSearchUpgradeDialog notice={upgrade} onClose={() => setUpgrade(null)} />
    </>
  );
}

function suggestedName(criteria: Criteria): string {
  const parsed = savedSearchCriteriaSchema.safeParse(criteria);
  return (parsed.success && suggestSavedSearchName(parsed.data)) || 'My search';
}

interface SaveSearchFormProps {
  userId: string;
  criteria: Criteria;
  onDone: () => void;
  onUpgrade: (notice: UpgradeNotice) => void;
}

/** The dialog's form, made afresh at every opening with the suggested name. */
function SaveSearchForm({ userId, criteria, onDone, onUpgrade }: SaveSearchFormProps) {
  const list = useSavedSearches(userId);
  const create = useCreateSavedSearch(userId);
  const [name, setName] = useState(() => suggestedName(criteria));
  const [chosenAlerts, setChosenAlerts] = useState<AlertFrequency | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const alertsId = useId();

  const alertsAllowed = list.data?.alertsAllowed ?? false;
  // until the member picks: instant when the plan has alerts, off otherwise
  const alerts = chosenAlerts ?? (alertsAllowed ? 'instant' : 'off');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Name the search');
      return;
    }
    setNameError(undefined);
    setFailure(null);
    create.mutate(
      { criteria, name: trimmed, alerts },
      {
        onSuccess: (search) => {
          onDone();
          toast({
            title: 'Search saved',
            description: (
              <>
                {search.name}.{' '}
                <Link to="/member-dashboard" hash="saved-searches" className="font-semibold underline">
                  Manage saved searches
                </Link>
              </>
            ),
          });
        },
        onError: (error) => {
          const notice = upgradeNoticeOf(error);
          if (notice) {
            onUpgrade(notice);
            return;
          }
          const issue = fieldIssues(error).find((entry) => entry.field === 'name');
          if (issue) setNameError(issue.message);
          else setFailure(serverMessage(error) ?? 'Your search could not be saved. Please try again.');
        },
      },
    );
  };

  return (
    <DialogContent className="max-w-md">
      <DialogTitle>Save this search</DialogTitle>
      <DialogDescription>Find it again in one click, and hear about new listings that match.</DialogDescription>
      <form aria-label="Save this search" className="mt-5 space-y-4" onSubmit={onSubmit} noValidate>
        <Field label="Name" error={nameError}>
          {(control) => (
            <Input
              {...control}
              value={name}
              maxLength={MAX_SAVED_SEARCH_NAME_LENGTH}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          id={alertsId}
          label="Email alerts"
          hint={
            !list.data ? undefined : alertsAllowed ? (
              'Instant: a mail as soon as a listing matches. Daily digest: one mail a day.'
            ) : (
              <>
                Upgrade for alerts: property alerts come with Buyer Plus and Buyer Pro.{' '}
                <Link to="/pricing" className="font-semibold text-brand-700 underline" onClick={onDone}>
                  View plans
                </Link>
              </>
            )
          }
        >
          {(control) => (
            <AlertFrequencySelect
              {...control}
              value={alerts}
              onValueChange={setChosenAlerts}
              alertsAllowed={alertsAllowed}
              disabled={list.isPending}
            />
          )}
        </Field>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <SubmitButton type="submit" pending={create.isPending} pendingLabel="Saving...">
            Save
          </SubmitButton>
        </div>
      </form>
    </DialogContent>
  );
}
