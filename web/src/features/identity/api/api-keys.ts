import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyListSchema,
  apiKeyViewSchema,
  createdApiKeySchema,
  type ApiKeyList,
  type CreateApiKeyRequest,
} from '@contracts/identity/contracts/api-keys.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { identityKeys } from './identity-keys.ts';

/** under the feature's keys, but declared here: `identity-keys.ts` is in every page's first download, this only in Settings' */
const apiKeysKey = [...identityKeys.all, 'api-keys'] as const;

/** `GET /api/users/me/api-keys`: the member's keys (never their secrets) and whether the plan includes API access */
export const apiKeysQueryOptions = queryOptions({
  queryKey: apiKeysKey,
  queryFn: async ({ signal }) => apiKeyListSchema.parse(await apiRequest('/api/users/me/api-keys', { signal })),
});

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}

/** `POST /api/users/me/api-keys`: the answer holds the secret, shown once and never cached */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateApiKeyRequest) =>
      createdApiKeySchema.parse(await apiRequest('/api/users/me/api-keys', { method: 'POST', body: request })),
    onSuccess: ({ key }) =>
      queryClient.setQueryData(apiKeysQueryOptions.queryKey, (list: ApiKeyList | undefined) =>
        list ? { ...list, keys: [key, ...list.keys] } : list,
      ),
  });
}

/** `DELETE /api/users/me/api-keys/{id}` */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiKeyViewSchema.parse(await apiRequest(`/api/users/me/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' })),
    onSuccess: (revoked) =>
      queryClient.setQueryData(apiKeysQueryOptions.queryKey, (list: ApiKeyList | undefined) =>
        list ? { ...list, keys: list.keys.map((key) => (key.id === revoked.id ? revoked : key)) } : list,
      ),
  });
}
