import { z } from 'zod';
import {
  autoLoginRequestSchema,
  changePasswordRequestSchema,
  currentUserSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  unsubscribeRequestSchema,
  unsubscribeStateSchema,
  unsubscribeTokenSchema,
} from '../../../modules/identity/contracts/http.ts';
import { testCheckoutPaidSchema, testCheckoutSchema } from '../../../modules/billing/contracts/http.ts';
import { uploadedImagesSchema } from '../../../modules/listings/contracts/media.ts';
import { recordListingViewResultSchema } from '../../../modules/listings/contracts/property.ts';
import { sharedAnalysisViewSchema } from '../../../modules/listings/contracts/saved-analysis-views.ts';
import {
  connectionListSchema,
  connectionSchema,
  memberProfileSchema,
  memberSearchResultSchema,
  myProfileSchema,
  requestConnectionSchema,
  searchMembersQuerySchema,
  updateMemberProfileRequestSchema,
} from '../../../modules/engagement/contracts/directory.ts';
import {
  conversationListSchema,
  conversationSchema,
  messagesPageRequestSchema,
  messagesPageSchema,
  messageSchema,
  reportRequestSchema,
  sendMessageRequestSchema,
  startConversationRequestSchema,
  startConversationResponseSchema,
  inquiryCountsSchema,
  blockedMemberSchema,
} from '../../../modules/engagement/contracts/messaging.ts';
import {
  markNotificationsReadRequestSchema,
  notificationListSchema,
  unreadCountsSchema,
} from '../../../modules/engagement/contracts/notifications.ts';
import { createSavedSearchRequestSchema, savedSearchSchema } from '../../../modules/engagement/contracts/saved-searches.ts';
import { routesOf, type ApiOperation } from './operation.ts';

const message = z.object({ message: z.string() });
const auth = routesOf('Account');
const billing = routesOf('Billing');
const listings = routesOf('Listings');
const analyses = routesOf('Deal analysis');
const engagement = routesOf('Favorites and saved searches');
const messaging = routesOf('Messaging and notifications');
const directory = routesOf('Member directory');
const admin = routesOf('Administration');
const dev = routesOf('Development');
const meta = routesOf('API');

/**
 * Every `/api` route the host serves (an integration test enumerates the Express app and fails when one
 * is missing here), with the zod contracts it reads and answers. `scopes` marks the public API: the routes
 * an API key may call, and only with those scopes. The gate (`public-api.ts`) reads the same list.
 */
export const API_OPERATIONS: readonly ApiOperation[] = [
  meta('get', '/api/openapi.json', 'This document (OpenAPI 3.1)', 'public', { scopes: [] }),
  meta('get', '/api/docs', 'A readable reference of this document', 'public', { produces: 'text/html' }),

  // the public API: listings and searches
  listings('post', '/api/properties/images', 'Upload listing photos', 'member', {
    scopes: ['listings:write'],
    multipart: 'images: one or more JPEG, PNG or WebP files',
    response: uploadedImagesSchema,
  }),

  // listings, app only
  listings('post', '/api/properties/:id/views', 'Count a view of a listing', 'optional', { response: recordListingViewResultSchema }),
  analyses('get', '/api/shared-analyses/:token', 'A shared analysis', 'public', { response: sharedAnalysisViewSchema }),

  // account
  auth('post', '/api/auth/register', 'Create an account and sign in', 'public', {
    body: registerRequestSchema,
    response: currentUserSchema,
    status: 201,
  }),
  auth('post', '/api/auth/login', 'Sign in', 'public', { body: loginRequestSchema, response: currentUserSchema }),
  auth('post', '/api/auth/logout', 'Sign out', 'public', { response: message }),
  auth('post', '/api/auth/logout-everywhere', 'Sign out on every device', 'member', { response: message }),
  auth('post', '/api/auth/forgot-password', 'Mail a password reset link', 'public', {
    body: forgotPasswordRequestSchema,
    response: message,
  }),
  auth('post', '/api/auth/auto-login', 'Sign in with a mailed one-time link', 'public', {
    body: autoLoginRequestSchema,
    response: currentUserSchema.extend({ redirectTo: z.string().nullable() }),
  }),
  auth('post', '/api/users/me/avatar', 'Upload my profile picture', 'member', {
    multipart: 'picture: one JPEG, PNG or WebP file up to 8 MB',
    response: currentUserSchema,
  }),
  auth('post', '/api/users/me/password', 'Change my password', 'member', { body: changePasswordRequestSchema, response: message }),
  auth('delete', '/api/users/me', 'Delete my account', 'member', { body: deleteAccountRequestSchema, response: message }),
  auth('post', '/api/unsubscribe', 'Unsubscribe (or resubscribe) with a signed link', 'signed', {
    query: unsubscribeTokenSchema,
    body: unsubscribeRequestSchema,
    response: unsubscribeStateSchema,
  }),

  // billing
  billing('post', '/api/webhooks/stripe', "Stripe's events (signed)", 'signed'),

  // favorites and saved searches
  engagement('post', '/api/saved-searches', 'Save a search (with alerts)', 'member', {
    body: createSavedSearchRequestSchema,
    response: savedSearchSchema,
    status: 201,
  }),

  // messaging and notifications
  messaging('get', '/api/conversations', 'My conversations', 'member', { response: conversationListSchema }),
  messaging('post', '/api/conversations', 'Start a conversation about a listing, a JV post or with a member', 'member', {
    body: startConversationRequestSchema,
    response: startConversationResponseSchema,
    status: 201,
  }),
  messaging('get', '/api/conversations/inquiries', 'Counts of inquiries about my listings', 'member', { response: inquiryCountsSchema }),
  messaging('get', '/api/conversations/:id', 'A conversation', 'member', { response: conversationSchema }),
  messaging('get', '/api/conversations/:id/messages', "A page of a conversation's messages", 'member', {
    query: messagesPageRequestSchema,
    response: messagesPageSchema,
  }),
  messaging('post', '/api/conversations/:id/messages', 'Send a message', 'member', {
    body: sendMessageRequestSchema,
    response: messageSchema,
    status: 201,
  }),
  messaging('post', '/api/conversations/:id/attachments', 'Upload an attachment to a conversation', 'member', {
    multipart: 'file: an image or PDF',
  }),
  messaging('get', '/api/conversations/:id/attachments/:attachmentId', 'Download an attachment', 'member', {
    produces: 'application/octet-stream',
  }),
  messaging('post', '/api/conversations/:id/read', 'Mark a conversation read', 'member'),
  messaging('get', '/api/members/blocked', 'Members I blocked', 'member', { response: z.array(blockedMemberSchema) }),
  messaging('post', '/api/members/:id/block', 'Block a member', 'member'),
  messaging('delete', '/api/members/:id/block', 'Unblock a member', 'member'),
  messaging('post', '/api/reports', 'Report a message, listing or member', 'member', { body: reportRequestSchema, status: 201 }),
  messaging('get', '/api/notifications', 'My notifications', 'member', { response: notificationListSchema }),
  messaging('get', '/api/notifications/counts', 'Unread counts', 'member', { response: unreadCountsSchema }),
  messaging('post', '/api/notifications/read', 'Mark notifications read', 'member', { body: markNotificationsReadRequestSchema }),
  messaging('get', '/api/events', 'Realtime events (Server-Sent Events)', 'member', { produces: 'text/event-stream' }),

  // member directory and connections
  directory('get', '/api/members', 'Search the member directory', 'optional', {
    query: searchMembersQuerySchema,
    response: memberSearchResultSchema,
  }),
  directory('get', '/api/members/:id', "A member's public profile", 'optional', { response: memberProfileSchema }),
  directory('get', '/api/me/profile', 'My directory profile', 'member', { response: myProfileSchema }),
  directory('put', '/api/me/profile', 'Change my directory profile', 'member', {
    body: updateMemberProfileRequestSchema,
    response: myProfileSchema,
  }),
  directory('get', '/api/connections', 'My connections and requests', 'member', { response: connectionListSchema }),
  directory('post', '/api/connections', 'Ask a member to connect', 'member', {
    body: requestConnectionSchema,
    response: connectionSchema,
    status: 201,
  }),
  directory('post', '/api/connections/:id/accept', 'Accept a connection request', 'member', { response: connectionSchema }),
  directory('post', '/api/connections/:id/decline', 'Decline a connection request', 'member'),
  directory('delete', '/api/connections/:id', 'Remove a connection', 'member'),

  // JV board

  // administration
  admin('get', '/api/admin/reports', 'Reported content', 'admin'),

  // outside production
  dev('get', '/api/dev/mail', "The dev outbox's mail", 'dev'),
  dev('post', '/api/dev/jobs/:name/run', 'Run a timed job now, as of a given time', 'dev'),
  dev('get', '/api/payments/test-checkout/:id', "The built-in test provider's checkout", 'dev', { response: testCheckoutSchema }),
  dev('post', '/api/payments/test-checkout/:id/pay', 'Pay a test checkout', 'dev', { response: testCheckoutPaidSchema }),
];

/**
 * The operations a host serves: the dev outbox's routes only where it is mounted (outside production),
 * the built-in test checkout's only where that provider takes payments (no Stripe key).
 */
export function servedOperations({ devOutbox, testCheckout }: { devOutbox: boolean; testCheckout: boolean }): ApiOperation[] {
  return API_OPERATIONS.filter(
    ({ path }) => (devOutbox || !path.startsWith('/api/dev/')) && (testCheckout || !path.startsWith('/api/payments/test-checkout/')),
  );
}
