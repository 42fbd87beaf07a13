import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPreferences } from '@contracts/identity/contracts/http.ts';
import { notificationPreferencesQueryOptions, updateNotificationPreferencesOptions } from './notifications.ts';

const on = { inApp: true, email: true };
const saved: NotificationPreferences = {
  messages: on,
  listingAlerts: on,
  connections: on,
  jointVentures: on,
  listingActivity: on,
  sellerLeads: on,
  billing: on,
  productNews: { inApp: false, email: false },
};
const key = notificationPreferencesQueryOptions.queryKey;

function setup() {
  vi.stubGlobal('document', { cookie: 'csrf_token=t' });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(key, saved);
  const observer = new MutationObserver(queryClient, updateNotificationPreferencesOptions(queryClient));
  return { queryClient, observer };
}

/** A fetch that answers when told to. */
function deferredFetch() {
  let answer: (response: Response) => void = () => {};
  const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (response: Response) => answer(response) };
}

describe('updating notification preferences', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the change at once and keeps the server answer', async () => {
    const { queryClient, observer } = setup();
    const server = deferredFetch();

    const done = observer.mutate({ productNews: { email: true } });
    await vi.waitFor(() => expect(server.fetchMock).toHaveBeenCalled());
    expect(queryClient.getQueryData(key)).toEqual({ ...saved, productNews: { inApp: false, email: true } });

    const answer = { ...saved, productNews: { inApp: false, email: true }, billing: { inApp: true, email: false } };
    server.answer(new Response(JSON.stringify(answer), { status: 200 }));
    await done;
    expect(queryClient.getQueryData(key)).toEqual(answer);
    const [, init] = server.fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"productNews":{"email":true}}');
  });

  it('puts the switch back when the server refuses', async () => {
    const { queryClient, observer } = setup();
    const server = deferredFetch();

    const done = observer.mutate({ messages: { inApp: false } }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ ...saved, messages: { inApp: false, email: true } }));

    server.answer(new Response('{"message":"Something went wrong on our side."}', { status: 500 }));
    expect(await done).toBeInstanceOf(Error);
    expect(queryClient.getQueryData(key)).toEqual(saved);
  });
});
