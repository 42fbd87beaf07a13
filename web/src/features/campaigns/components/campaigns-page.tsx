import { Link } from '@tanstack/react-router';
import { Eye, Mail, Pause, Play, Plus, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MERGE_FIELDS, type Campaign, type CampaignInput, type CampaignPreview } from '@contracts/leads/contracts/campaigns.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { fieldIssues, isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { cn, formatDate, formatNumber } from '@/lib/utils.ts';
import {
  useCampaignAction,
  useCampaignJoins,
  useCampaigns,
  useFittingBuyers,
  useLiveListings,
  usePreviewCampaign,
  useSaveCampaign,
  useSegments,
  useTestCampaign,
} from '../api/campaigns.ts';

const STATUS_LABEL: Record<Campaign['status'], string> = { draft: 'Draft', sending: 'Sending', paused: 'Paused', sent: 'Sent' };
const STATUS_CLASS: Record<Campaign['status'], string> = {
  draft: 'bg-slate-100 text-slate-700',
  sending: 'bg-sky-100 text-sky-800',
  paused: 'bg-amber-100 text-amber-800',
  sent: 'bg-emerald-100 text-emerald-800',
};

const STARTER_BODY = 'I have a new deal you may like: {{listing_title}}.\n\nSee it here: {{listing_link}}\n\n{{sender_name}}';

function StatusBadge({ status }: { status: Campaign['status'] }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_CLASS[status])}>{STATUS_LABEL[status]}</span>;
}

/** Sent of queued as a bar, with the words a screen reader reads. */
function Progress({ campaign }: { campaign: Campaign }) {
  const { queued, sent, notSent, uncertain } = campaign.report;
  const done = sent + notSent + uncertain;
  const share = queued ? Math.round((done / queued) * 100) : 0;
  return (
    <div>
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={`${campaign.name}: sent`}
        aria-valuenow={share}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full bg-brand-600" style={{ width: `${share}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {formatNumber(sent)} of {formatNumber(queued)} sent
      </p>
    </div>
  );
}

/** The campaign's report: one figure per line of it. */
function Report({ campaign }: { campaign: Campaign }) {
  const { report } = campaign;
  const figures: Array<[string, number]> = [
    ['Queued', report.queued],
    ['Sent', report.sent],
    ['Bounced', report.bounced],
    ['Unsubscribed', report.unsubscribed],
    ['Clicked', report.clicked],
    ['Joined', report.joined],
  ];
  if (report.notSent) figures.push(['Not sent', report.notSent]);
  if (report.uncertain) figures.push(['Unconfirmed', report.uncertain]);
  return (
    <dl className="grid grid-cols-3 gap-3 sm:grid-cols-6">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The contacts who accepted the invitation, latest first. */
function WhoJoined({ campaign }: { campaign: Campaign }) {
  const joins = useCampaignJoins(campaign);
  return (
    <section aria-labelledby="who-joined" className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="who-joined" className="text-sm font-semibold text-slate-900">
        Who joined
      </h3>
      {joins.isError ? (
        <p className="mt-2 text-sm text-red-700">{serverMessage(joins.error) ?? 'Who joined could not be loaded.'}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {joins.data?.rows.map((join) => (
            <li key={join.contactId} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900">{join.name ?? join.email}</span>
                {join.name ? <span className="text-slate-600"> · {join.email}</span> : null}
              </span>
              <time dateTime={join.joinedAt} className="text-slate-600">
                {formatDate(join.joinedAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where a seller without Premium learns what campaigns are and how to get them. */
function UpgradeCard() {
  return (
    <section className="rounded-xl border border-brand-200 bg-brand-50 p-6">
      <h2 className="text-lg font-semibold text-slate-900">Email campaigns come with Premium</h2>
      <p className="mt-1 text-sm text-slate-700">
        Send each new deal to the buyers on your list, or invite them to join DealAcre: merge fields, a preview per contact, one-click
        unsubscribe and a report of what each campaign did.
      </p>
      <Button asChild className="mt-4">
        <Link to="/pricing">See the Premium plan</Link>
      </Button>
    </section>
  );
}

interface ComposerProps {
  campaign: Campaign | null;
  /** a new campaign preset to send this listing to the buyers who fit it (`?listing=`) */
  presetListingId: string | null;
  onSaved: (campaign: Campaign) => void;
}

/** `contacts`: the contacts a draft was made for (through the API or the buyers list), kept as they are */
type Audience = 'all' | 'tags' | 'segment' | 'matches' | 'contacts';

const AUDIENCES: Array<[Audience, string]> = [
  ['all', 'Everyone on my buyers list who can be mailed'],
  ['tags', 'Contacts with these tags'],
  ['segment', 'A saved segment'],
  ['matches', 'Buyers who fit a listing'],
];

/** "1 contact", "3 contacts" */
const contactsLine = (count: number) => `${formatNumber(count)} ${count === 1 ? 'contact' : 'contacts'}`;

/** How many of the buyers who fit a listing can be mailed now. */
function FitCount({ listingId }: { listingId: string }) {
  const fits = useFittingBuyers(listingId);
  if (!listingId) return null;
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      {fits.data === undefined
        ? fits.isError
          ? 'The buyers who fit could not be counted.'
          : 'Counting the buyers who fit…'
        : `${formatNumber(fits.data)} ${fits.data === 1 ? 'buyer fits' : 'buyers fit'} and can be mailed now.`}
    </p>
  );
}

const words = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** The draft's form: saved first, then previewed, tested and sent. */
function Composer({ campaign, presetListingId, onSaved }: ComposerProps) {
  const save = useSaveCampaign();
  const recipients = campaign?.recipients;
  const [kind, setKind] = useState<Campaign['kind']>(campaign?.kind ?? 'listing');
  const [audience, setAudience] = useState<Audience>(recipients ? recipients.kind : presetListingId ? 'matches' : 'all');
  /** a draft for chosen contacts reopens with them, and keeps them unless another audience is chosen */
  const chosenContacts = recipients?.kind === 'contacts' ? recipients.contactIds : null;
  const audiences: Array<[Audience, string]> = chosenContacts
    ? [['contacts', `The ${contactsLine(chosenContacts.length)} chosen for this campaign`], ...AUDIENCES]
    : AUDIENCES;
  const [listingId, setListingId] = useState(campaign?.listingId ?? presetListingId ?? '');
  const [segmentId, setSegmentId] = useState(recipients?.kind === 'segment' ? recipients.segmentId : '');
  const [fitListingId, setFitListingId] = useState(recipients?.kind === 'matches' ? recipients.listingId : (presetListingId ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const listings = useLiveListings(kind === 'listing' || audience === 'matches');
  const segments = useSegments(audience === 'segment');
  /** a listing campaign goes to the buyers who fit the listing it sends */
  const matchesOf = kind === 'listing' ? listingId : fitListingId;
  const chosenSegment = segments.data?.find((segment) => segment.id === segmentId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const input: CampaignInput = {
      name: text('name'),
      subject: text('subject'),
      body: text('body'),
      kind,
      listingId: kind === 'listing' ? listingId || null : null,
      recipients:
        audience === 'tags'
          ? { kind: 'tags', tags: words(text('tags')) }
          : audience === 'segment'
            ? { kind: 'segment', segmentId }
            : audience === 'matches'
              ? { kind: 'matches', listingId: matchesOf }
              : audience === 'contacts' && chosenContacts
                ? { kind: 'contacts', contactIds: chosenContacts }
                : { kind: 'all' },
    };
    if (audience === 'segment' && !segmentId) return setErrors({ segmentId: 'Choose one of your segments' });
    if (audience === 'matches' && !matchesOf && kind === 'invite') return setErrors({ fitListingId: 'Choose one of your listings' });
    save.mutate(
      { id: campaign?.id ?? null, input },
      {
        onSuccess: (saved) => {
          setErrors({});
          toast({ title: 'Draft saved' });
          onSaved(saved);
        },
        onError: (error) => {
          const issues = fieldIssues(error, {
            recipients: audience === 'tags' ? 'tags' : audience === 'segment' ? 'segmentId' : 'fitListingId',
          });
          setErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
          if (issues.length === 0) setErrors({ form: serverMessage(error) ?? 'The campaign could not be saved.' });
          if (isUpgradeRequired(error)) setErrors({ form: serverMessage(error)! });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate key={campaign?.id ?? 'new'}>
      {errors.form && <Alert variant="error">{errors.form}</Alert>}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">What it does</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(
            [
              ['listing', 'Send a listing'],
              ['invite', 'Invite to join'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Campaign name" error={errors.name} hint="Only you see it">
        {(control) => <Input {...control} name="name" defaultValue={campaign?.name ?? ''} maxLength={120} />}
      </Field>
      {kind === 'listing' && (
        <Field label="Listing" error={errors.listingId}>
          {(control) => (
            <select
              {...control}
              name="listingId"
              className={inputClassName}
              value={listingId}
              onChange={(event) => setListingId(event.target.value)}
            >
              <option value="">Choose one of your live listings</option>
              {(listings.data ?? []).map((listing) => (
                <option key={listing.id} value={listing.id}>
                  {listing.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Recipients</legend>
        <div className="flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-4">
          {audiences.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="audience" checked={audience === value} onChange={() => setAudience(value)} />
              {label}
            </label>
          ))}
        </div>
        {audience === 'tags' && (
          <Field label="Tags" error={errors.tags} hint="Separated by commas">
            {(control) => (
              <Input
                {...control}
                name="tags"
                defaultValue={campaign?.recipients.kind === 'tags' ? campaign.recipients.tags.join(', ') : ''}
              />
            )}
          </Field>
        )}
        {audience === 'segment' && (
          <Field
            label="Segment"
            error={errors.segmentId}
            hint={
              segments.data?.length === 0 ? (
                <>
                  You have no saved segment yet: save one on{' '}
                  <Link to="/bulk-contacts" className="font-semibold text-brand-700 underline underline-offset-2">
                    Bulk Contacts
                  </Link>
                  .
                </>
              ) : (
                'Its filter is applied when the campaign is sent'
              )
            }
          >
            {(control) => (
              <select {...control} className={inputClassName} value={segmentId} onChange={(event) => setSegmentId(event.target.value)}>
                <option value="">Choose one of your segments</option>
                {(segments.data ?? []).map((segment) => (
                  <option key={segment.id} value={segment.id}>
                    {segment.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {audience === 'segment' && chosenSegment && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {contactsLine(chosenSegment.mailable)} in this segment can be mailed now.
          </p>
        )}
        {audience === 'matches' && kind === 'invite' && (
          <Field label="Listing they fit" error={errors.fitListingId}>
            {(control) => (
              <select
                {...control}
                className={inputClassName}
                value={fitListingId}
                onChange={(event) => setFitListingId(event.target.value)}
              >
                <option value="">Choose one of your live listings</option>
                {(listings.data ?? []).map((listing) => (
                  <option key={listing.id} value={listing.id}>
                    {listing.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {audience === 'matches' && kind === 'listing' && !listingId && (
          <p className="text-sm text-slate-600">Choose the listing above: the campaign goes to the buyers who fit it.</p>
        )}
        {audience === 'matches' && <FitCount listingId={matchesOf} />}
      </fieldset>
      <Field label="Subject" error={errors.subject}>
        {(control) => (
          <Input {...control} name="subject" defaultValue={campaign?.subject ?? 'New deal: {{listing_title}}'} maxLength={200} />
        )}
      </Field>
      <Field
        label="Message"
        error={errors.body}
        hint={`The mail opens with “Hi” and the contact’s first name. Merge fields: ${MERGE_FIELDS.map((field) => `{{${field}}}`).join(' ')}`}
      >
        {(control) => <Textarea {...control} name="body" rows={9} defaultValue={campaign?.body ?? STARTER_BODY} maxLength={10_000} />}
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {campaign ? 'Save changes' : 'Save draft'}
      </Button>
    </form>
  );
}

/** The rendered mail, in a frame of its own that runs no script. */
function PreviewPane({ preview }: { preview: CampaignPreview }) {
  return (
    <section aria-label="Preview" className="rounded-xl border border-slate-200 bg-white">
      <div className="border-b border-slate-200 p-3 text-sm">
        <p>
          <span className="text-slate-600">To: </span>
          {preview.to ?? 'a sample contact (no recipient yet)'}
        </p>
        <p>
          <span className="text-slate-600">Subject: </span>
          <strong>{preview.subject}</strong>
        </p>
        <p className="text-slate-600">Goes to {formatNumber(preview.recipients)} contacts who can be mailed now.</p>
      </div>
      <iframe title="The mail as the contact reads it" srcDoc={preview.html} sandbox="" className="h-[32rem] w-full" />
    </section>
  );
}

/** One campaign: its draft with preview, test and send; or its progress, report, pause and resume. */
function CampaignPanel({
  campaign,
  presetListingId,
  onSaved,
}: {
  campaign: Campaign | null;
  presetListingId: string | null;
  onSaved: (campaign: Campaign) => void;
}) {
  const preview = usePreviewCampaign();
  const test = useTestCampaign();
  const action = useCampaignAction();
  const [confirming, setConfirming] = useState(false);
  const fail = (error: unknown) => toast({ title: serverMessage(error) ?? 'That did not work. Please try again.', variant: 'destructive' });

  if (!campaign || campaign.status === 'draft')
    return (
      <div className="space-y-6">
        {/* keyed: choosing another campaign starts its form from that campaign, not from the one shown before */}
        <Composer key={campaign?.id ?? 'new'} campaign={campaign} presetListingId={campaign ? null : presetListingId} onSaved={onSaved} />
        {campaign && (
          <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
            <Button variant="secondary" onClick={() => preview.mutate(campaign.id, { onError: fail })} disabled={preview.isPending}>
              <Eye className="size-4" aria-hidden="true" /> Preview
            </Button>
            <Button
              variant="secondary"
              onClick={() => test.mutate(campaign.id, { onSuccess: (sent) => toast({ title: `Test sent to ${sent.to}` }), onError: fail })}
              disabled={test.isPending}
            >
              <Mail className="size-4" aria-hidden="true" /> Send a test to me
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={
                <Button>
                  <Send className="size-4" aria-hidden="true" /> Send campaign
                </Button>
              }
              title="Send this campaign?"
              description="It goes to every recipient who can be mailed now, at your plan's pace. You can pause it while it sends."
              subject={campaign.subject}
              confirmLabel="Send"
              destructive={false}
              pending={action.isPending}
              onConfirm={() =>
                action.mutate(
                  { id: campaign.id, action: 'send' },
                  {
                    onSuccess: (sent) => {
                      setConfirming(false);
                      toast({ title: `Sending to ${formatNumber(sent.report.queued)} contacts` });
                      onSaved(sent);
                    },
                    onError: (error) => {
                      setConfirming(false);
                      fail(error);
                    },
                  },
                )
              }
            />
          </div>
        )}
        {campaign && preview.data && <PreviewPane preview={preview.data} />}
      </div>
    );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{campaign.name}</h2>
        <StatusBadge status={campaign.status} />
      </div>
      <p className="text-sm text-slate-700">
        <span className="text-slate-600">Subject: </span>
        {campaign.subject}
      </p>
      <Progress campaign={campaign} />
      <Report campaign={campaign} />
      {campaign.report.joined > 0 && <WhoJoined campaign={campaign} />}
      {campaign.report.uncertain > 0 && (
        <Alert variant="warning">
          The mail server never confirmed {formatNumber(campaign.report.uncertain)} of these mails, after an interruption. They were not
          sent again, so that no one gets the mail twice.
        </Alert>
      )}
      <div className="flex gap-3">
        {campaign.status === 'sending' && (
          <Button
            variant="secondary"
            onClick={() => action.mutate({ id: campaign.id, action: 'pause' }, { onSuccess: onSaved, onError: fail })}
          >
            <Pause className="size-4" aria-hidden="true" /> Pause
          </Button>
        )}
        {campaign.status === 'paused' && (
          <Button onClick={() => action.mutate({ id: campaign.id, action: 'resume' }, { onSuccess: onSaved, onError: fail })}>
            <Play className="size-4" aria-hidden="true" /> Resume
          </Button>
        )}
      </div>
    </div>
  );
}

/** `/bulk-invitations` for a seller: their campaigns with progress and reports, and the composer. */
export function CampaignsPage({ presetListingId = null }: { presetListingId?: string | null }) {
  const campaigns = useCampaigns();
  const [selected, setSelected] = useState<string | 'new' | null>(presetListingId ? 'new' : null);
  const rows = campaigns.data?.rows ?? [];
  const premium = (campaigns.data?.limits.perDay ?? 0) > 0;
  const current = selected && selected !== 'new' ? (rows.find((row) => row.id === selected) ?? null) : null;
  const showPanel = premium && (selected === 'new' || current !== null);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <title>Bulk Invitations | DealAcre</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Bulk Invitations</h1>
          <p className="mt-1 text-slate-600">
            Send a deal to your buyers list, or invite your contacts to join.{' '}
            {premium &&
              `Your plan sends ${formatNumber(campaigns.data!.limits.perMinute)} emails a minute, ${formatNumber(campaigns.data!.limits.perDay)} a day.`}
          </p>
        </div>
        {premium && (
          <Button onClick={() => setSelected('new')}>
            <Plus className="size-4" aria-hidden="true" /> New campaign
          </Button>
        )}
      </div>
      {campaigns.isError && (
        <Alert variant="error" className="mt-6">
          {serverMessage(campaigns.error) ?? 'Your campaigns could not be loaded.'}
        </Alert>
      )}
      {campaigns.data && !premium && (
        <div className="mt-6">
          <UpgradeCard />
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div>
          <h2 className="sr-only">Your campaigns</h2>
          {campaigns.data && rows.length === 0 && premium && (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-600">
              No campaign yet. Write your first one: it stays a draft until you send it.
            </p>
          )}
          <ul className="space-y-3">
            {rows.map((campaign) => (
              <li key={campaign.id}>
                <button
                  type="button"
                  onClick={() => setSelected(campaign.id)}
                  aria-current={campaign.id === selected ? 'true' : undefined}
                  className={cn(
                    'w-full rounded-xl border bg-white p-4 text-left shadow-sm hover:border-brand-400',
                    campaign.id === selected ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{campaign.name}</span>
                    <StatusBadge status={campaign.status} />
                  </span>
                  <span className="mt-1 block truncate text-sm text-slate-600">{campaign.subject}</span>
                  {campaign.status !== 'draft' && (
                    <span className="mt-2 block">
                      <Progress campaign={campaign} />
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
        {showPanel && (
          <div className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
            <CampaignPanel campaign={current} presetListingId={presetListingId} onSaved={(saved) => setSelected(saved.id)} />
          </div>
        )}
      </div>
    </section>
  );
}
