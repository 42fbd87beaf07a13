import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Download, FileUp, MailX, Pencil, Plus, Tag, Trash2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { Contact, ContactList } from '@contracts/leads/contracts/contacts.ts';
import { PROPERTY_CATEGORIES } from '@contracts/listings/contracts/listing-terms.ts';
import { US_STATES } from '@contracts/listings/contracts/us-states.ts';
import { TableSearch } from '@/components/data-table/table-search.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import { ServerPager, ServerTableView, useServerTable, type ServerTableFeatures } from '@/components/data-table/server-table.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { MultiSelect } from '@/components/ui/multi-select.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { UpgradeDialog } from '@/components/ui/upgrade-dialog.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { useDebouncedText } from '@/lib/use-debounced-text.ts';
import { cn, formatNumber } from '@/lib/utils.ts';
import { contactsExportUrl, useContacts, useDeleteContacts, useTagContacts } from '../api/contacts.ts';
import { contactsQueryOf, filterOf, isFiltered, listOf, listParam, searchOf, type ContactsSearch } from '../contacts-search.ts';
import { SegmentsBar } from './segments-bar.tsx';
import { ContactFormDialog } from './contact-form-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';

const column = createColumnHelper<ServerTableFeatures, Contact>();

export interface ContactsPageProps {
  search: ContactsSearch;
  onSearchChange: (search: ContactsSearch, options?: { replace?: boolean }) => void;
}

/** "(512) 555-0101" for a US number in E.164; others as stored */
const phoneText = (phone: string | null) => {
  const us = phone ? /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone) : null;
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : (phone ?? '');
};

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const TYPE_OPTIONS = PROPERTY_CATEGORIES.map((type) => ({ value: type, label: type.charAt(0).toUpperCase() + type.slice(1) }));

/** "1 contact", "2 contacts" */
const contactCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'contact' : 'contacts'}`;

const priceText = (contact: Contact) => {
  const money = (value: number) => `$${formatNumber(value)}`;
  if (contact.priceMin !== null && contact.priceMax !== null) return `${money(contact.priceMin)}–${money(contact.priceMax)}`;
  if (contact.priceMax !== null) return `up to ${money(contact.priceMax)}`;
  if (contact.priceMin !== null) return `from ${money(contact.priceMin)}`;
  return null;
};

/**
 * `/bulk-contacts` for a seller: their buyers list, searched and filtered by tags, states and property types (any
 * of several each), a price their budget covers, cash and proof of funds, the filter saved as segments, a table the server pages
 * (cards on phones) with rows to select for tagging, untagging, deleting; the filtered segment as CSV; a
 * contact form; and the CSV import. The plan's allowance is shown with the way to more.
 */
export function ContactsPage({ search, onSearchChange }: ContactsPageProps) {
  const query = contactsQueryOf(search);
  const contacts = useContacts(query);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const data = contacts.data;

  const change = (patch: ContactsSearch) => {
    setSelected([]);
    onSearchChange({ ...search, ...patch, page: undefined });
  };

  return (
    <section className="mx-auto max-w-7xl space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <title>Bulk Contacts | DealAcre</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Bulk Contacts</h1>
          <p className="mt-1 max-w-2xl text-slate-600">
            Your buyers list: who they are, what they buy and where. Import it from a CSV file, tag segments and export them.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <FileUp className="size-4" aria-hidden="true" />
            Import CSV
          </Button>
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            Add contact
          </Button>
        </div>
      </div>

      {data ? <Allowance data={data} /> : null}
      <Toolbar search={search} tags={data?.tags ?? []} onChange={change} />
      <SegmentsBar
        filter={filterOf(search)}
        filtered={isFiltered(search)}
        onApply={(filter) => {
          setSelected([]);
          onSearchChange(searchOf(filter));
        }}
      />

      {contacts.isPending ? (
        <TableLoading label="Loading contacts" rowClassName="h-16" />
      ) : !data ? (
        <TableLoadError title="Your contacts could not be loaded" error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : data.total === 0 && !isFiltered(search) ? (
        <EmptyList onImport={() => setImporting(true)} onAdd={() => setEditing('new')} />
      ) : (
        <>
          <BulkActions selected={selected} onDone={() => setSelected([])} exportHref={contactsExportUrl(query)} />
          <ContactsTable
            data={data}
            busy={contacts.isPlaceholderData}
            selected={selected}
            onSelect={setSelected}
            onEdit={(contact) => setEditing(contact)}
          />
          <ServerPager
            data={{ rows: data.rows, total: data.total, page: data.page, pageSize: data.pageSize }}
            noun={['contact', 'contacts']}
            onPage={(page) => {
              setSelected([]);
              onSearchChange({ ...search, page: page === 1 ? undefined : page });
            }}
          />
        </>
      )}

      <ContactFormDialog
        open={editing !== null}
        contact={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onUpgrade={(message) => {
          setEditing(null);
          setUpgrade(message);
        }}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onUpgrade={(message) => {
          setImporting(false);
          setUpgrade(message);
        }}
      />
      <UpgradeDialog
        open={upgrade !== null}
        onOpenChange={(open) => !open && setUpgrade(null)}
        title="Contact Limit Reached"
        message={upgrade ?? ''}
      />
    </section>
  );
}

function Allowance({ data }: { data: ContactList }) {
  if (data.allowed === null) return <p className="text-sm text-slate-600">{formatNumber(data.kept)} contacts kept.</p>;
  if (data.allowed === 0) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-brand-950">
          A buyers list comes with the Starter, Pro and Premium seller plans (and the free trial). Upgrade to import and keep contacts.
        </p>
        <Button size="sm" asChild>
          <Link to="/pricing">View plans</Link>
        </Button>
      </div>
    );
  }
  const full = data.kept >= data.allowed;
  const percent = Math.min(100, Math.round((data.kept / data.allowed) * 100));
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <p className={cn('text-sm', full ? 'font-medium text-amber-800' : 'text-slate-600')}>
        {formatNumber(data.kept)} of {formatNumber(data.allowed)} contacts your plan keeps
      </p>
      <div className="h-2 w-full max-w-48 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className={cn('h-full rounded-full', full ? 'bg-amber-500' : 'bg-brand-600')} style={{ width: `${percent}%` }} />
      </div>
      {percent >= 80 ? (
        <Link to="/pricing" className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          Upgrade to keep more
        </Link>
      ) : null}
    </div>
  );
}

function Toolbar({ search, tags, onChange }: { search: ContactsSearch; tags: string[]; onChange: (patch: ContactsSearch) => void }) {
  const searchId = useId();
  const price = useDebouncedText(search.price === undefined ? '' : String(search.price), (value) => {
    const dollars = Number(value.replace(/[$,\s]/g, ''));
    onChange({ price: value.trim() && Number.isInteger(dollars) && dollars >= 0 ? dollars : undefined });
  });
  const check = 'inline-flex items-center gap-2 text-sm text-slate-700';
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,22rem)_minmax(0,14rem)]">
        <TableSearch
          value={search.q ?? ''}
          onCommit={(q) => onChange({ q: q || undefined })}
          label="Search contacts by name, email, company or phone"
          placeholder="Name, email, company or phone"
        />
        <MultiSelect
          label="Tags"
          none="Every tag"
          many={(count) => `${count} tags`}
          empty="No tags yet"
          options={tags.map((tag) => ({ value: tag, label: tag }))}
          value={listOf(search.tag)}
          onChange={(chosen) => onChange({ tag: listParam(chosen) })}
        />
      </div>
      <div className="grid grid-cols-2 items-center gap-3 sm:flex sm:flex-wrap">
        <MultiSelect
          label="States"
          none="Every state"
          many={(count) => `${count} states`}
          options={STATE_OPTIONS}
          value={listOf(search.state)}
          onChange={(chosen) => onChange({ state: listParam(chosen) })}
          className="sm:w-44"
        />
        <MultiSelect
          label="Property types"
          none="Every property type"
          many={(count) => `${count} property types`}
          options={TYPE_OPTIONS}
          value={listOf(search.type)}
          onChange={(chosen) => onChange({ type: listParam(chosen) })}
          className="sm:w-56"
        />
        <div className="col-span-2 sm:w-44">
          <label className="sr-only" htmlFor={`${searchId}-price`}>
            Budget covers a price of (dollars)
          </label>
          <Input
            id={`${searchId}-price`}
            inputMode="numeric"
            placeholder="Budget covers $"
            value={price.draft}
            onChange={(event) => price.change(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && price.flush()}
            maxLength={14}
          />
        </div>
        <label className={check}>
          <input
            type="checkbox"
            className="size-4"
            checked={search.cash === true}
            onChange={(event) => onChange({ cash: event.target.checked || undefined })}
          />
          Cash buyers
        </label>
        <label className={check}>
          <input
            type="checkbox"
            className="size-4"
            checked={search.pof === true}
            onChange={(event) => onChange({ pof: event.target.checked || undefined })}
          />
          Proof of funds
        </label>
      </div>
    </div>
  );
}

function BulkActions({ selected, onDone, exportHref }: { selected: string[]; onDone: () => void; exportHref: string }) {
  const [tag, setTag] = useState('');
  const [confirming, setConfirming] = useState(false);
  const tagContacts = useTagContacts();
  const deleteContacts = useDeleteContacts();
  const count = selected.length;
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
  const applyTag = (mode: 'add' | 'remove') => {
    const name = tag.trim().toLowerCase();
    if (!name) return;
    tagContacts.mutate(
      { ids: selected, [mode]: [name] },
      {
        onSuccess: ({ changed }) => {
          toast({
            title: mode === 'add' ? `Tagged ${contactCount(changed)} “${name}”` : `Removed “${name}” from ${contactCount(changed)}`,
          });
          setTag('');
        },
        onError: failed('The tags could not be changed'),
      },
    );
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm lg:flex-row lg:items-center lg:justify-between">
      <p className="text-sm text-slate-700" aria-live="polite">
        {count > 0 ? `${count} selected` : 'Select contacts to tag or delete them.'}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <div className="w-40">
          <Input
            aria-label="Tag for the selected contacts"
            placeholder="Tag"
            value={tag}
            maxLength={40}
            onChange={(event) => setTag(event.target.value)}
            className="h-8"
            disabled={count === 0}
          />
        </div>
        <Button
          size="sm"
          variant="secondary"
          disabled={count === 0 || !tag.trim() || tagContacts.isPending}
          onClick={() => applyTag('add')}
        >
          <Tag className="size-4" aria-hidden="true" />
          Tag
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={count === 0 || !tag.trim() || tagContacts.isPending}
          onClick={() => applyTag('remove')}
        >
          Untag
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button size="sm" variant="destructive" disabled={count === 0}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          }
          title={`Delete ${contactCount(count)}?`}
          description="They leave your buyers list for good. This action cannot be undone."
          confirmLabel="Delete"
          pending={deleteContacts.isPending}
          pendingLabel="Deleting…"
          onConfirm={() =>
            deleteContacts.mutate(selected, {
              onSuccess: ({ changed }) => {
                toast({ title: `Deleted ${contactCount(changed)}` });
                setConfirming(false);
                onDone();
              },
              onError: (error) => {
                setConfirming(false);
                failed('The contacts could not be deleted')(error);
              },
            })
          }
        />
        <a href={exportHref} className={buttonClassName('secondary', 'sm')} download>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
    </div>
  );
}

function MailState({ contact }: { contact: Contact }) {
  if (contact.unsubscribedAt || contact.suppressedAt) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">
        <MailX className="size-3.5" aria-hidden="true" />
        {contact.unsubscribedAt ? 'Unsubscribed' : 'Suppressed'}
      </span>
    );
  }
  return null;
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}

function ContactsTable({
  data,
  busy,
  selected,
  onSelect,
  onEdit,
}: {
  data: ContactList;
  busy: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onEdit: (contact: Contact) => void;
}) {
  const pageIds = data.rows.map((row) => row.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const toggle = (id: string, on: boolean) => onSelect(on ? [...selected, id] : selected.filter((value) => value !== id));
  const label = (contact: Contact) => contact.name ?? contact.email ?? phoneText(contact.phone);
  const checkbox = (contact: Contact) => (
    <input
      type="checkbox"
      className="size-4"
      aria-label={`Select ${label(contact)}`}
      checked={selected.includes(contact.id)}
      onChange={(event) => toggle(contact.id, event.target.checked)}
    />
  );
  const edit = (contact: Contact) => (
    <Button size="sm" variant="ghost" onClick={() => onEdit(contact)} aria-label={`Edit ${label(contact)}`}>
      <Pencil className="size-4" aria-hidden="true" />
      Edit
    </Button>
  );
  const columns = column.columns([
    column.display({
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          className="size-4"
          aria-label="Select every contact on this page"
          checked={allSelected}
          onChange={(event) =>
            onSelect(event.target.checked ? [...new Set([...selected, ...pageIds])] : selected.filter((id) => !pageIds.includes(id)))
          }
        />
      ),
      cell: ({ row }) => checkbox(row.original),
    }),
    column.accessor('name', {
      header: 'Contact',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{row.original.name ?? '—'}</p>
          {row.original.company ? <p className="text-slate-500">{row.original.company}</p> : null}
        </div>
      ),
    }),
    column.accessor('email', {
      header: 'Email and phone',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="space-y-0.5">
          {row.original.email ? <p>{row.original.email}</p> : null}
          {row.original.phone ? <p className="text-slate-500">{phoneText(row.original.phone)}</p> : null}
          <MailState contact={row.original} />
        </div>
      ),
    }),
    column.display({
      id: 'buyBox',
      header: 'Buy box',
      cell: ({ row }) => <BuyBox contact={row.original} />,
    }),
    column.accessor('tags', { header: 'Tags', enableSorting: false, cell: ({ getValue }) => <Tags tags={getValue()} /> }),
    column.display({ id: 'actions', header: () => <span className="sr-only">Actions</span>, cell: ({ row }) => edit(row.original) }),
  ]);
  const table = useServerTable({
    columns,
    data: { rows: data.rows, total: data.total, page: data.page, pageSize: data.pageSize },
    getRowId: (row) => row.id,
    sorting: [],
    onSortingChange: () => {},
  });
  return (
    <ServerTableView
      table={table}
      label="Contacts"
      busy={busy}
      cellClassName={(id) => (id === 'select' ? 'w-10' : id === 'actions' ? 'w-20 text-right' : undefined)}
      card={(contact) => (
        <div className="flex gap-3">
          <div className="pt-1">{checkbox(contact)}</div>
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <p className="font-medium text-slate-900">{contact.name ?? contact.email ?? phoneText(contact.phone)}</p>
            {contact.company ? <p className="text-slate-500">{contact.company}</p> : null}
            {contact.email ? <p className="break-all text-slate-700">{contact.email}</p> : null}
            {contact.phone ? <p className="text-slate-700">{phoneText(contact.phone)}</p> : null}
            <MailState contact={contact} />
            <BuyBox contact={contact} />
            <Tags tags={contact.tags} />
          </div>
          <div>{edit(contact)}</div>
        </div>
      )}
    />
  );
}

function BuyBox({ contact }: { contact: Contact }) {
  const parts = [
    contact.states.join(', '),
    contact.propertyTypes.join(', '),
    priceText(contact),
    contact.financing === 'cash'
      ? 'cash'
      : contact.financing === 'financing'
        ? 'financing'
        : contact.financing === 'either'
          ? 'cash or financing'
          : null,
    contact.proofOfFunds ? 'POF on file' : null,
  ].filter(Boolean);
  return parts.length > 0 ? <p className="text-slate-600">{parts.join(' · ')}</p> : <p className="text-slate-400">—</p>;
}

function EmptyList({ onImport, onAdd }: { onImport: () => void; onAdd: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <UserPlus className="mx-auto size-8 text-slate-400" aria-hidden="true" />
      <h2 className="mt-3 font-semibold text-slate-900">No contacts yet</h2>
      <p className="mt-1 text-sm text-slate-600">Import your buyers list from a CSV file, or add buyers one by one.</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={onImport}>
          Import CSV
        </Button>
        <Button onClick={onAdd}>Add contact</Button>
      </div>
    </div>
  );
}
