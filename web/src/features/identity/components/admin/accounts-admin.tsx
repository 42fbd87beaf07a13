import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Download, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_USER_STATUSES, type AdminUser, type AdminUserSort } from '@contracts/identity/contracts/admin-users.ts';
import type { Role } from '@contracts/identity/contracts/http.ts';
import { TableSearch } from '@/components/data-table/table-search.tsx';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import { ServerPager, ServerTableView, useServerTable, type ServerTableFeatures } from '@/components/data-table/server-table.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { Field } from '@/components/ui/field.tsx';
import { inputClassName } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { useCurrentUser } from '@/lib/auth.ts';
import { cn, formatDate } from '@/lib/utils.ts';
import { adminAccountsExportUrl, adminAccountsQueryOptions, startViewingAs, useAccountAction } from '../../api/admin-accounts.ts';
import { adminAccountsQueryOf, type AdminAccountsSearch } from '../../admin-accounts-search.ts';

const ROLE_LABEL: Record<Role, string> = { buyer: 'Buyer', seller: 'Seller', admin: 'Administrator' };
const STATUS_LABEL: Record<(typeof ADMIN_USER_STATUSES)[number], string> = { all: 'All', active: 'Active', suspended: 'Suspended' };

const column = createColumnHelper<ServerTableFeatures, AdminUser>();

type AccountAct = 'suspend' | 'reinstate' | 'view-as';
type Pending = { kind: AccountAct; user: AdminUser } | null;

export interface AccountsAdminProps {
  search: AdminAccountsSearch;
  onSearchChange: (search: AdminAccountsSearch, options?: { replace?: boolean }) => void;
}

/**
 * The back office's accounts: a search by name or email, role and status filters, a table the server
 * sorts and pages (cards on phones), a CSV of the filter, and each account's actions: roles, suspend
 * and reinstate with a reason the audit log keeps.
 */
export function AccountsAdmin({ search, onSearchChange }: AccountsAdminProps) {
  const query = useQuery(adminAccountsQueryOptions(adminAccountsQueryOf(search)));
  const [pending, setPending] = useState<Pending>(null);
  const data = query.data;
  const { q, role, status, sort, order } = adminAccountsQueryOf(search);

  return (
    <div className="space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <title>Accounts | DealAcre</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Accounts</h1>
          <p className="mt-1 text-slate-600">
            Find a member, change their roles, suspend or reinstate them. Every change is kept in the audit log.
          </p>
        </div>
        <a href={adminAccountsExportUrl({ q, role, status, sort, order })} className={buttonClassName('secondary')} download>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>

      <Toolbar search={search} onSearchChange={onSearchChange} />

      {query.isPending ? (
        <TableLoading label="Loading accounts" rowClassName="h-14" />
      ) : !data ? (
        <TableLoadError title="The accounts could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <AccountsTable
          data={data}
          search={search}
          onSearchChange={onSearchChange}
          busy={query.isPlaceholderData}
          onAct={(kind, user) => setPending({ kind, user })}
        />
      )}

      <ReasonDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}

function Toolbar({ search, onSearchChange }: AccountsAdminProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <TableSearch
        value={search.q ?? ''}
        onCommit={(q) => onSearchChange({ ...search, q: q || undefined, page: undefined }, { replace: true })}
        label="Search accounts by name or email"
        placeholder="Name or email"
        className="md:w-80"
      />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 md:w-48">
        Role
        <select
          className={inputClassName}
          value={search.role ?? ''}
          onChange={(event) => onSearchChange({ ...search, role: (event.target.value || undefined) as Role | undefined, page: undefined })}
        >
          <option value="">Every role</option>
          {(Object.keys(ROLE_LABEL) as Role[]).map((value) => (
            <option key={value} value={value}>
              {ROLE_LABEL[value]}s
            </option>
          ))}
        </select>
      </label>
      <div role="group" aria-label="Status" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {ADMIN_USER_STATUSES.map((value) => {
          const active = (search.status ?? 'all') === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={active}
              onClick={() => onSearchChange({ ...search, status: value === 'all' ? undefined : value, page: undefined })}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900',
                active && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              {STATUS_LABEL[value]}
            </button>
          );
        })}
      </div>
    </div>
  );
}

const SORT_OF_COLUMN: Record<string, AdminUserSort> = { name: 'name', email: 'email', createdAt: 'created' };

function AccountsTable({
  data,
  search,
  onSearchChange,
  busy,
  onAct,
}: AccountsAdminProps & {
  data: { users: AdminUser[]; total: number; page: number; pageSize: number };
  busy: boolean;
  onAct: (kind: AccountAct, user: AdminUser) => void;
}) {
  const { sort, order } = adminAccountsQueryOf(search);
  const sortColumn = Object.entries(SORT_OF_COLUMN).find(([, value]) => value === sort)?.[0] ?? 'createdAt';
  const naturalDesc = sort === 'created';
  const page = { rows: data.users, total: data.total, page: data.page, pageSize: data.pageSize };
  const columns = column.columns([
    column.accessor((user) => `${user.lastName} ${user.firstName}`, {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => <NameCell user={row.original} />,
    }),
    column.accessor('email', { header: 'Email', cell: ({ getValue }) => <span className="break-all">{getValue()}</span> }),
    column.accessor('roles', { header: 'Roles', enableSorting: false, cell: ({ getValue }) => <RoleBadges roles={getValue()} /> }),
    column.accessor('suspended', { header: 'Status', enableSorting: false, cell: ({ row }) => <StatusCell user={row.original} /> }),
    column.accessor('createdAt', { header: 'Joined', cell: ({ getValue }) => <time dateTime={getValue()}>{formatDate(getValue())}</time> }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <AccountActions user={row.original} onAct={onAct} />,
    }),
  ]);
  const table = useServerTable({
    columns,
    data: page,
    getRowId: (user) => user.id,
    sorting: [{ id: sortColumn, desc: order ? order === 'desc' : naturalDesc }],
    onSortingChange: (id, desc) => onSearchChange({ ...search, sort: SORT_OF_COLUMN[id], order: desc ? 'desc' : 'asc', page: undefined }),
  });

  return (
    <div className="space-y-3">
      <ServerTableView
        table={table}
        label="Accounts"
        busy={busy}
        cellClassName={(id) => cn(id === 'actions' && 'text-right', id === 'createdAt' && 'whitespace-nowrap')}
        card={(user) => (
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 space-y-1.5">
              <NameCell user={user} />
              <p className="text-sm break-all text-slate-600">{user.email}</p>
              <RoleBadges roles={user.roles} />
              <StatusCell user={user} />
              <p className="text-xs text-slate-500">Joined {formatDate(user.createdAt)}</p>
            </div>
            <AccountActions user={user} onAct={onAct} />
          </div>
        )}
      />
      <ServerPager
        data={page}
        noun={['account', 'accounts']}
        onPage={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
      />
    </div>
  );
}

function NameCell({ user }: { user: AdminUser }) {
  return (
    <span className="font-medium text-slate-900">
      {user.firstName} {user.lastName}
    </span>
  );
}

function RoleBadges({ roles }: { roles: Role[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <span
          key={role}
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
            role === 'admin' ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-slate-50 text-slate-700 ring-slate-200',
          )}
        >
          {ROLE_LABEL[role]}
        </span>
      ))}
    </span>
  );
}

function StatusCell({ user }: { user: AdminUser }) {
  if (!user.suspended) return <span className="text-sm text-emerald-800">Active</span>;
  return (
    <span className="block max-w-xs text-sm">
      <span className="font-semibold text-red-800">Suspended</span>
      {user.suspensionReason ? <span className="block text-xs text-slate-600">{user.suspensionReason}</span> : null}
    </span>
  );
}

function AccountActions({ user, onAct }: { user: AdminUser; onAct: (kind: AccountAct, user: AdminUser) => void }) {
  const { user: me } = useCurrentUser();
  const action = useAccountAction();
  const own = me?.id === user.id;
  const roles = (grant: Role[], revoke: Role[]) =>
    action.mutate(
      { kind: 'roles', userId: user.id, grant, revoke },
      {
        onSuccess: () => toast({ title: 'Roles changed', description: `${user.firstName} ${user.lastName}` }),
        onError: (error) => toast({ title: 'Roles not changed', description: serverMessage(error), variant: 'destructive' }),
      },
    );
  const has = (role: Role) => user.roles.includes(role);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${user.firstName} ${user.lastName}`}>
          <MoreHorizontal className="size-5" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {has('seller') ? (
          <DropdownMenuItem onSelect={() => roles([], ['seller'])}>Remove seller role</DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => roles(['seller'], [])}>Give seller role</DropdownMenuItem>
        )}
        {has('admin') ? (
          <DropdownMenuItem disabled={own} onSelect={() => roles([], ['admin'])}>
            Remove administrator role
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => roles(['admin'], [])}>Make administrator</DropdownMenuItem>
        )}
        {user.emailVerified ? null : (
          <DropdownMenuItem
            onSelect={() =>
              action.mutate(
                { kind: 'resend-verification', userId: user.id },
                {
                  onSuccess: () => toast({ title: 'Verification email sent', description: user.email }),
                  onError: (error) => toast({ title: 'Not sent', description: serverMessage(error), variant: 'destructive' }),
                },
              )
            }
          >
            Resend verification email
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={own || has('admin') || user.suspended} onSelect={() => onAct('view-as', user)}>
          View as this member…
        </DropdownMenuItem>
        {user.suspended ? (
          <DropdownMenuItem onSelect={() => onAct('reinstate', user)}>Reinstate…</DropdownMenuItem>
        ) : (
          <DropdownMenuItem disabled={own} className="text-red-700" onSelect={() => onAct('suspend', user)}>
            Suspend…
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const TITLE: Record<AccountAct, (name: string) => string> = {
  suspend: (name) => `Suspend ${name}?`,
  reinstate: (name) => `Reinstate ${name}?`,
  'view-as': (name) => `View the site as ${name}?`,
};
const DESCRIPTION: Record<AccountAct, string> = {
  suspend:
    'They are signed out everywhere at once, cannot sign in, their API keys stop and their listings leave search until you reinstate them.',
  reinstate: 'They can sign in again and their API keys work again.',
  'view-as':
    'This browser shows the site as they see it for 30 minutes at most. Nothing can be changed meanwhile; a banner on every page ends the view and brings you back.',
};
const SUBMIT: Record<AccountAct, string> = { suspend: 'Suspend account', reinstate: 'Reinstate account', 'view-as': 'View as member' };

/** Suspending, reinstating and viewing as a member ask why; the reason goes to the audit log (and, for a suspension, the account's row). */
function ReasonDialog({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const action = useAccountAction();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suspend = pending?.kind === 'suspend';
  const name = pending ? `${pending.user.firstName} ${pending.user.lastName}` : '';

  const close = () => {
    setReason('');
    setError(null);
    action.reset();
    onClose();
  };
  const submit = () => {
    if (!pending) return;
    if (reason.trim().length < 3) return setError('Give a reason (at least 3 characters)');
    if (pending.kind === 'view-as') {
      startViewingAs(pending.user.id, reason.trim()).then(
        () => window.location.assign('/member-dashboard'),
        (failure: unknown) => setError(serverMessage(failure) ?? 'That did not work. Please try again.'),
      );
      return;
    }
    action.mutate(
      { kind: pending.kind, userId: pending.user.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: suspend ? `${name} is suspended` : `${name} is reinstated` });
          close();
        },
        onError: (failure) => setError(serverMessage(failure) ?? 'That did not work. Please try again.'),
      },
    );
  };

  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>{TITLE[pending?.kind ?? 'suspend'](name)}</DialogTitle>
        <DialogDescription>{DESCRIPTION[pending?.kind ?? 'suspend']}</DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field label="Reason" error={error ?? undefined} hint="Kept in the audit log.">
            {(props) => (
              <Textarea
                {...props}
                value={reason}
                onChange={(event) => setReason(event.target.value.replace(/[\r\n]+/g, ' '))}
                rows={3}
                maxLength={500}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant={suspend ? 'destructive' : 'primary'} disabled={action.isPending}>
              {SUBMIT[pending?.kind ?? 'suspend']}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
