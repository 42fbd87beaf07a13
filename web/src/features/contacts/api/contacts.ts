import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changedSchema,
  contactImportSchema,
  contactListSchema,
  contactSchema,
  importPreviewSchema,
  type ContactFilter,
  type ContactForm,
  type ContactImport,
  type ContactListQuery,
  type ImportMapping,
} from '@contracts/leads/contracts/contacts.ts';
import { apiRequest, withQuery } from '@/lib/api-client.ts';

const MINUTE = 60_000;
/** how often the page asks how far a running import got */
const PROGRESS_POLL_MS = 1_000;

/** The buyers list's query keys, one factory. */
export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (query: ContactListQuery) => [...contactKeys.lists(), query] as const,
  import: (id: string) => [...contactKeys.all, 'import', id] as const,
};

/** The lists of several values comma-separated, as the API reads them (`state=TX,FL`). */
const filterParams = ({ q, tag, state, type, price, cash, pof }: ContactFilter) => ({
  q,
  tag: tag?.join(','),
  state: state?.join(','),
  type: type?.join(','),
  price,
  cash,
  pof,
});

/** `GET /api/contacts?q&tag&state&type&price&cash&pof&page&pageSize`: a page of the seller's contacts, their tags and the plan's allowance. */
export function contactsQueryOptions(query: ContactListQuery) {
  return queryOptions({
    queryKey: contactKeys.list(query),
    queryFn: async ({ signal }) =>
      contactListSchema.parse(
        await apiRequest('/api/contacts', { signal, query: { ...filterParams(query), page: query.page, pageSize: query.pageSize } }),
      ),
    staleTime: MINUTE,
    placeholderData: keepPreviousData,
  });
}

export function useContacts(query: ContactListQuery, enabled = true) {
  return useQuery({ ...contactsQueryOptions(query), enabled });
}

/** `GET /api/contacts/export?q&tag&state&type&price&cash&pof`: the filter's contacts as a CSV download. */
export function contactsExportUrl(filter: ContactFilter): string {
  return withQuery('/api/contacts/export', filterParams(filter));
}

function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
}

/** `POST /api/contacts` (new) or `PATCH /api/contacts/{id}` (edit): every field of the form. */
export function useSaveContact() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: async ({ id, form }: { id: string | null; form: ContactForm }) =>
      contactSchema.parse(
        await apiRequest(id ? `/api/contacts/${encodeURIComponent(id)}` : '/api/contacts', { method: id ? 'PATCH' : 'POST', body: form }),
      ),
    onSuccess: refresh,
  });
}

/** `POST /api/contacts/delete` `{ ids }` → how many went. */
export function useDeleteContacts() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: async (ids: string[]) => changedSchema.parse(await apiRequest('/api/contacts/delete', { method: 'POST', body: { ids } })),
    onSuccess: refresh,
  });
}

/** `POST /api/contacts/tags` `{ ids, add, remove }` → how many changed. */
export function useTagContacts() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: async (change: { ids: string[]; add?: string[]; remove?: string[] }) =>
      changedSchema.parse(await apiRequest('/api/contacts/tags', { method: 'POST', body: change })),
    onSuccess: refresh,
  });
}

/** `POST /api/contacts/imports` (multipart `file`): the header, the guessed mapping and the first rows. */
export function useUploadImport() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return contactImportSchema.parse(await apiRequest('/api/contacts/imports', { method: 'POST', body: form }));
    },
    retry: false,
  });
}

/** `POST /api/contacts/imports/{id}/preview` `{ mapping }`: what the import would store, and every row it would not. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: async ({ id, mapping }: { id: string; mapping: ImportMapping }) =>
      importPreviewSchema.parse(
        await apiRequest(`/api/contacts/imports/${encodeURIComponent(id)}/preview`, { method: 'POST', body: { mapping } }),
      ),
    retry: false,
  });
}

/** `POST /api/contacts/imports/{id}/start` `{ mapping, templateName? }`: queued; the rows are stored in the background. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, mapping, templateName }: { id: string; mapping: ImportMapping; templateName?: string }) =>
      contactImportSchema.parse(
        await apiRequest(`/api/contacts/imports/${encodeURIComponent(id)}/start`, { method: 'POST', body: { mapping, templateName } }),
      ),
    onSuccess: (upload) => queryClient.setQueryData(contactKeys.import(upload.id), upload),
    retry: false,
  });
}

const running = (upload: ContactImport | undefined) => upload?.status === 'queued' || upload?.status === 'running';

/** `GET /api/contacts/imports/{id}`: asked every second while the import runs; the list is read again once it is done. */
export function useImportProgress(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: contactKeys.import(id ?? ''),
    queryFn: async ({ signal }) => {
      const upload = contactImportSchema.parse(await apiRequest(`/api/contacts/imports/${encodeURIComponent(id!)}`, { signal }));
      if (!running(upload)) void queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
      return upload;
    },
    enabled: id !== null,
    refetchInterval: (query) => (running(query.state.data) ? PROGRESS_POLL_MS : false),
  });
}

/** `POST /api/contacts/imports/{id}/undo`: every contact the import created is deleted. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: async (id: string) =>
      contactImportSchema.parse(await apiRequest(`/api/contacts/imports/${encodeURIComponent(id)}/undo`, { method: 'POST' })),
    onSuccess: (upload) => {
      queryClient.setQueryData(contactKeys.import(upload.id), upload);
      refresh();
    },
  });
}
