/**
 * Integration events travel between modules through the transactional outbox. Type strings are
 * versioned and owned by the emitting module's `contracts/events.ts`, e.g. `listings.listing-published.v1`.
 */
export interface IntegrationEvent<TType extends string = string, TPayload = unknown> {
  id: string;
  type: TType;
  /** the aggregate the event is about, e.g. a listing id */
  aggregateId: string;
  occurredAt: string;
  payload: TPayload;
}

/** What a command handler appends to the outbox; the host fills id and time. */
export interface NewEvent<TType extends string = string, TPayload = unknown> {
  type: TType;
  aggregateId: string;
  payload: TPayload;
}

export function defineEvent<TPayload>() {
  return <TType extends string>(type: TType) => ({
    type,
    create: (aggregateId: string, payload: TPayload): NewEvent<TType, TPayload> => ({ type, aggregateId, payload }),
    is: (event: IntegrationEvent): event is IntegrationEvent<TType, TPayload> => event.type === type,
  });
}
