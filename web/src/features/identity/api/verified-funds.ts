import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { myFundsSchema, type MyFunds } from '@contracts/identity/contracts/verified-funds.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { identityKeys } from './identity-keys.ts';

/** `GET /api/users/me/funds`: the member's proof of funds, its state and the verification that holds now */
export const myFundsQueryOptions = queryOptions({
  queryKey: identityKeys.myFunds(),
  queryFn: async ({ signal }) => myFundsSchema.parse(await apiRequest('/api/users/me/funds', { signal })),
});

export interface FundsStatementForm {
  file: File;
  statementDate: string;
  institution: string;
  note: string;
}

/** `POST /api/users/me/funds` (multipart) → the member's proof of funds, now waiting for review. */
export function useUploadFundsStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, statementDate, institution, note }: FundsStatementForm): Promise<MyFunds> => {
      const form = new FormData();
      form.append('statementDate', statementDate);
      form.append('institution', institution);
      if (note) form.append('note', note);
      form.append('file', file);
      return myFundsSchema.parse(await apiRequest('/api/users/me/funds', { method: 'POST', body: form }));
    },
    // an upload counts against a rate limit; one click, one upload
    retry: false,
    onSuccess: (funds) => queryClient.setQueryData(identityKeys.myFunds(), funds),
  });
}
