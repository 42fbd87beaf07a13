import { z } from 'zod';
import {
  apiKeyListSchema,
  apiKeyViewSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
} from '../../../modules/identity/contracts/api-keys.ts';
import {
  autoLoginRequestSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  currentUserSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  notificationPreferencesSchema,
  publicUserProfileSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  switchModeRequestSchema,
  unsubscribeRequestSchema,
  unsubscribeStateSchema,
  unsubscribeTokenSchema,
  updateNotificationPreferencesSchema,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
} from '../../../modules/identity/contracts/http.ts';
import {
  billingPortalResultSchema,
  changeSubscriptionRequestSchema,
  entitlementsSchema,
  invoiceViewSchema,
  paymentMethodCheckoutSchema,
  subscribeRequestSchema,
  subscribeResultSchema,
  testCheckoutPaidSchema,
  testCheckoutSchema,
} from '../../../modules/billing/contracts/http.ts';
import { analyticsQuerySchema, listingAnalyticsSchema, sellerAnalyticsSchema } from '../../../modules/listings/contracts/analytics.ts';
import {
  changeListingStatusRequestSchema,
  createListingRequestSchema,
  updateListingRequestSchema,
} from '../../../modules/listings/contracts/listing.ts';
import { mapMarkersQuerySchema, mapMarkersResultSchema } from '../../../modules/listings/contracts/map.ts';
import { uploadedImagesSchema } from '../../../modules/listings/contracts/media.ts';
import { dashboardMetricsSchema } from '../../../modules/listings/contracts/metrics.ts';
import { myListingSchema, myListingsResultSchema } from '../../../modules/listings/contracts/my-listings.ts';
import { propertyCardSchema, propertyDetailSchema, recordListingViewResultSchema } from '../../../modules/listings/contracts/property.ts';
import { saveAnalysisRequestSchema, updateAnalysisRequestSchema } from '../../../modules/listings/contracts/saved-analyses.ts';
import {
  savedAnalysisListSchema,
  savedAnalysisViewSchema,
  shareAnalysisResultSchema,
  sharedAnalysisViewSchema,
} from '../../../modules/listings/contracts/saved-analysis-views.ts';
import { listPropertiesQuerySchema, searchPropertiesQuerySchema } from '../../../modules/listings/contracts/search-query.ts';
import { searchPropertiesResultSchema, similarPropertiesSchema } from '../../../modules/listings/contracts/search.ts';
import { geocodeResultSchema } from '../../../modules/listings/contracts/geocode.ts';
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
import { addFavoriteRequestSchema, favoriteSchema } from '../../../modules/engagement/contracts/http.ts';
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
import {
  createSavedSearchRequestSchema,
  digestScheduleSchema,
  listingDemandRequestSchema,
  listingsDemandSchema,
  savedSearchListSchema,
  savedSearchMatchesQuerySchema,
  savedSearchMatchesSchema,
  savedSearchSchema,
  updateSavedSearchRequestSchema,
} from '../../../modules/engagement/contracts/saved-searches.ts';
import {
  addNoteSchema,
  addTaskSchema,
  pipelineCardDetailsSchema,
  pipelineFilterSchema,
  pipelineSchema,
  renameStageSchema,
  updateCardSchema,
  updateTaskSchema,
} from '../../../modules/leads/contracts/pipeline.ts';
import {
  leadMarketsSchema,
  leadPageSchema,
  myLeadsSchema,
  sellerLeadInputSchema,
  sellerLeadListQuerySchema,
  sellerLeadListSchema,
  sellerLeadReceiptSchema,
  sellerLeadRecordSchema,
} from '../../../modules/leads/contracts/seller-leads.ts';
import {
  blogPostChangesSchema,
  blogPostRequestSchema,
  blogPreviewRequestSchema,
  listAdminBlogPostsQuerySchema,
  listBlogPostsQuerySchema,
  publishBlogPostRequestSchema,
} from '../../../modules/content/contracts/blog-requests.ts';
import {
  blogAdminPageSchema,
  blogImageSchema,
  blogPostPageSchema,
  blogPostRecordSchema,
  blogPostSchema,
  blogPreviewSchema,
} from '../../../modules/content/contracts/blog.ts';
import { faqCategorySchema, faqSchema } from '../../../modules/content/contracts/faqs.ts';
import {
  createFaqRequestSchema,
  faqCategoryRequestSchema,
  listFaqsQuerySchema,
  reorderRequestSchema,
  updateFaqRequestSchema,
} from '../../../modules/content/contracts/http.ts';
import { routesOf, type ApiOperation } from './operation.ts';

const message = z.object({ message: z.string() });
const auth = routesOf('Account');
const keys = routesOf('API keys');
const billing = routesOf('Billing');
const listings = routesOf('Listings');
const analyses = routesOf('Deal analysis');
const engagement = routesOf('Favorites and saved searches');
const messaging = routesOf('Messaging and notifications');
const directory = routesOf('Member directory');
const leads = routesOf('Leads and pipeline');
const content = routesOf('Content');
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
  listings('get', '/api/properties/search', 'Search listings: text, filters, facets, sort and paging', 'optional', {
    scopes: ['listings:read'],
    query: searchPropertiesQuerySchema,
    response: searchPropertiesResultSchema,
  }),
  listings('get', '/api/properties', 'List listings (the simple filter form)', 'optional', {
    scopes: ['listings:read'],
    query: listPropertiesQuerySchema,
    response: z.array(propertyCardSchema),
  }),
  listings('get', '/api/properties/map', 'Map markers and clusters in a bounding box', 'optional', {
    scopes: ['listings:read'],
    query: mapMarkersQuerySchema,
    response: mapMarkersResultSchema,
  }),
  listings('get', '/api/properties/:id', 'A listing', 'optional', { scopes: ['listings:read'], response: propertyDetailSchema }),
  listings('get', '/api/properties/:id/similar', 'Listings like this one', 'optional', {
    scopes: ['listings:read'],
    response: similarPropertiesSchema,
  }),
  listings('get', '/api/my/properties', "The member's own listings, every status", 'member', {
    scopes: ['listings:read'],
    response: myListingsResultSchema,
  }),
  listings('get', '/api/my/properties/:id', 'One of my listings, for editing', 'member', {
    scopes: ['listings:read'],
    response: myListingSchema,
  }),
  listings('get', '/api/saved-searches', 'My saved searches', 'member', { scopes: ['listings:read'], response: savedSearchListSchema }),
  listings('get', '/api/saved-searches/:id/matches', "A saved search's matching listings", 'member', {
    scopes: ['listings:read'],
    query: savedSearchMatchesQuerySchema,
    response: savedSearchMatchesSchema,
  }),
  listings('post', '/api/properties', 'Create a listing (and publish it)', 'member', {
    scopes: ['listings:write'],
    body: createListingRequestSchema,
    response: propertyDetailSchema,
    status: 201,
  }),
  listings('put', '/api/properties/:id', 'Replace my listing', 'member', {
    scopes: ['listings:write'],
    body: updateListingRequestSchema,
    response: propertyDetailSchema,
  }),
  listings('post', '/api/properties/:id/status', 'Publish, withdraw, mark under contract or sold', 'member', {
    scopes: ['listings:write'],
    body: changeListingStatusRequestSchema,
    response: propertyDetailSchema,
  }),
  listings('delete', '/api/properties/:id', 'Delete my listing', 'member', { scopes: ['listings:write'], response: message }),
  listings('post', '/api/properties/images', 'Upload listing photos', 'member', {
    scopes: ['listings:write'],
    multipart: 'images: one or more JPEG, PNG or WebP files',
    response: uploadedImagesSchema,
  }),
  // the public API: leads
  leads('get', '/api/leads', 'Seller leads offered to me and the ones I took', 'member', {
    scopes: ['leads:read'],
    response: myLeadsSchema,
  }),
  leads('get', '/api/pipeline', 'My deal pipeline', 'member', {
    scopes: ['leads:read'],
    query: pipelineFilterSchema,
    response: pipelineSchema,
  }),
  leads('get', '/api/pipeline/cards/:id', "A pipeline card's details", 'member', {
    scopes: ['leads:read'],
    response: pipelineCardDetailsSchema,
  }),

  // listings, app only
  listings('post', '/api/properties/:id/views', 'Count a view of a listing', 'optional', { response: recordListingViewResultSchema }),
  listings('get', '/api/properties/:id/matching-searches/count', 'How many saved searches match my listing', 'member'),
  listings('get', '/api/analytics/listings', 'Seller analytics over 7, 30 or 90 days', 'member', {
    query: analyticsQuerySchema,
    response: sellerAnalyticsSchema,
  }),
  listings('get', '/api/analytics/listings/:id', "One listing's analytics", 'member', {
    query: analyticsQuerySchema,
    response: listingAnalyticsSchema,
  }),
  listings('get', '/api/geocode', 'Find a place (city, county, zip) for the map', 'public', { response: geocodeResultSchema }),
  listings('get', '/api/metrics/dashboard', 'Marketplace figures for the homepage', 'public', { response: dashboardMetricsSchema }),
  analyses('post', '/api/analysis/:strategy', 'Run the deal calculator for a strategy', 'public'),
  analyses('get', '/api/analyses', 'My saved analyses', 'member', { response: savedAnalysisListSchema }),
  analyses('post', '/api/analyses', 'Save an analysis', 'member', {
    body: saveAnalysisRequestSchema,
    response: savedAnalysisViewSchema,
    status: 201,
  }),
  analyses('get', '/api/analyses/:id', 'A saved analysis', 'member', { response: savedAnalysisViewSchema }),
  analyses('patch', '/api/analyses/:id', 'Rename or update a saved analysis', 'member', {
    body: updateAnalysisRequestSchema,
    response: savedAnalysisViewSchema,
  }),
  analyses('post', '/api/analyses/:id/duplicate', 'Copy a saved analysis', 'member', { response: savedAnalysisViewSchema, status: 201 }),
  analyses('delete', '/api/analyses/:id', 'Delete a saved analysis', 'member'),
  analyses('post', '/api/analyses/:id/share', 'Share an analysis by link', 'member', { response: shareAnalysisResultSchema }),
  analyses('delete', '/api/analyses/:id/share', 'Stop sharing an analysis', 'member', { response: savedAnalysisViewSchema }),
  analyses('get', '/api/shared-analyses/:token', 'A shared analysis', 'public', { response: sharedAnalysisViewSchema }),

  // account
  auth('get', '/api/auth/me', 'The signed-in member (401 for a visitor)', 'member', { response: currentUserSchema }),
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
  auth('post', '/api/auth/reset-password', 'Set a new password with a reset link', 'public', { body: resetPasswordRequestSchema }),
  auth('post', '/api/auth/verify-email', 'Verify the email address with the mailed link', 'public', { body: verifyEmailRequestSchema }),
  auth('post', '/api/auth/verify-email/resend', 'Mail the verification link again', 'member'),
  auth('post', '/api/auth/auto-login', 'Sign in with a mailed one-time link', 'public', { body: autoLoginRequestSchema }),
  auth('patch', '/api/users/switch-mode', 'Switch between buyer and seller mode', 'member', {
    body: switchModeRequestSchema,
    response: currentUserSchema,
  }),
  auth('post', '/api/users/me/capabilities/seller', 'Become a seller too', 'member', { response: currentUserSchema }),
  auth('patch', '/api/users/me', 'Update my profile', 'member', { body: updateProfileRequestSchema, response: currentUserSchema }),
  auth('post', '/api/users/me/avatar', 'Upload my profile picture', 'member', {
    multipart: 'picture: one JPEG, PNG or WebP file up to 8 MB',
    response: currentUserSchema,
  }),
  auth('post', '/api/users/me/password', 'Change my password', 'member', { body: changePasswordRequestSchema }),
  auth('post', '/api/users/me/email', 'Change my email (a link goes to the new address)', 'member', { body: changeEmailRequestSchema }),
  auth('get', '/api/users/me/notifications', 'My notification settings', 'member', { response: notificationPreferencesSchema }),
  auth('patch', '/api/users/me/notifications', 'Change my notification settings', 'member', {
    body: updateNotificationPreferencesSchema,
    response: notificationPreferencesSchema,
  }),
  auth('delete', '/api/users/me', 'Delete my account', 'member', { body: deleteAccountRequestSchema }),
  auth('get', '/api/users/:userId/public-profile', "A member's public seller card", 'public', { response: publicUserProfileSchema }),
  auth('get', '/api/unsubscribe', 'What a signed unsubscribe link turns off', 'signed', {
    query: unsubscribeTokenSchema,
    response: unsubscribeStateSchema,
  }),
  auth('post', '/api/unsubscribe', 'Unsubscribe (or resubscribe) with a signed link', 'signed', {
    query: unsubscribeTokenSchema,
    body: unsubscribeRequestSchema,
  }),
  keys('get', '/api/users/me/api-keys', 'My API keys and whether my plan includes API access', 'member', { response: apiKeyListSchema }),
  keys('post', '/api/users/me/api-keys', 'Create an API key: the secret is in this answer only', 'member', {
    body: createApiKeyRequestSchema,
    response: createdApiKeySchema,
    status: 201,
  }),
  keys('delete', '/api/users/me/api-keys/:id', 'Revoke an API key', 'member', { response: apiKeyViewSchema }),

  // billing
  billing('get', '/api/billing/plans', 'The plan catalogue', 'public'),
  billing('get', '/api/billing/me', 'My plans and what they allow', 'member', { response: entitlementsSchema }),
  billing('get', '/api/billing/invoices', 'My receipts', 'member', { response: z.array(invoiceViewSchema) }),
  billing('post', '/api/billing/subscriptions', 'Start the trial or go to checkout for a plan', 'member', {
    body: subscribeRequestSchema,
    response: subscribeResultSchema,
  }),
  billing('patch', '/api/billing/subscriptions/:audience', 'Change plan, cancel or resume', 'member', {
    body: changeSubscriptionRequestSchema,
  }),
  billing('post', '/api/billing/subscriptions/:audience/payment-method', 'Where to save a card', 'member', {
    response: paymentMethodCheckoutSchema,
  }),
  billing('post', '/api/billing/checkout/:sessionId/complete', 'Confirm a finished checkout', 'member'),
  billing('post', '/api/billing/portal', 'Where to manage payment methods and invoices', 'member', { response: billingPortalResultSchema }),
  billing('post', '/api/webhooks/stripe', "Stripe's events (signed)", 'signed'),

  // favorites and saved searches
  engagement('get', '/api/favorites', 'My favorite listings', 'member', { response: z.array(favoriteSchema) }),
  engagement('post', '/api/favorites', 'Add a favorite', 'member', { body: addFavoriteRequestSchema, response: favoriteSchema }),
  engagement('delete', '/api/favorites/:propertyId', 'Remove a favorite', 'member'),
  engagement('post', '/api/saved-searches', 'Save a search (with alerts)', 'member', {
    body: createSavedSearchRequestSchema,
    response: savedSearchSchema,
    status: 201,
  }),
  engagement('put', '/api/saved-searches/digest', 'When my alert digest goes out', 'member', { body: digestScheduleSchema }),
  engagement('post', '/api/saved-searches/demand', 'How many saved searches a draft listing would match', 'member', {
    body: listingDemandRequestSchema,
  }),
  engagement('get', '/api/saved-searches/demand', 'How many saved searches my listings match', 'member', {
    response: listingsDemandSchema,
  }),
  engagement('patch', '/api/saved-searches/:id', 'Change a saved search', 'member', {
    body: updateSavedSearchRequestSchema,
    response: savedSearchSchema,
  }),
  engagement('delete', '/api/saved-searches/:id', 'Delete a saved search', 'member'),
  engagement('post', '/api/saved-searches/:id/open', 'Mark a saved search seen', 'member'),

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

  // leads and pipeline, app only
  leads('post', '/api/seller-leads', "A homeowner's cash-offer request", 'public', {
    body: sellerLeadInputSchema,
    response: sellerLeadReceiptSchema,
    status: 201,
  }),
  leads('get', '/api/lead-pages/:sellerId', "A seller's lead capture page", 'public', { response: leadPageSchema }),
  leads('put', '/api/leads/markets', 'The markets I take leads in', 'member', { body: leadMarketsSchema }),
  leads('post', '/api/leads/:id/claim', 'Take a seller lead', 'member', { response: sellerLeadRecordSchema }),
  leads('patch', '/api/pipeline/stages/:id', 'Rename a pipeline stage', 'member', { body: renameStageSchema }),
  leads('patch', '/api/pipeline/cards/:id', 'Move or edit a pipeline card', 'member', { body: updateCardSchema }),
  leads('post', '/api/pipeline/cards/:id/notes', 'Add a note to a card', 'member', { body: addNoteSchema }),
  leads('post', '/api/pipeline/cards/:id/tasks', 'Add a task to a card', 'member', { body: addTaskSchema }),
  leads('patch', '/api/pipeline/tasks/:id', 'Change a task', 'member', { body: updateTaskSchema }),
  leads('delete', '/api/pipeline/tasks/:id', 'Delete a task', 'member', { status: 204 }),

  // content
  content('get', '/api/blog/posts', 'Published blog posts', 'public', { query: listBlogPostsQuerySchema, response: blogPostPageSchema }),
  content('get', '/api/blog/posts/:slugOrId', 'A blog post', 'public', { response: blogPostSchema }),
  content('get', '/api/faqs/categories', 'FAQ categories', 'public', { response: z.array(faqCategorySchema) }),
  content('get', '/api/faqs', 'FAQs', 'public', { query: listFaqsQuerySchema, response: z.array(faqSchema) }),

  // administration
  admin('post', '/api/admin/users/:userId/roles', "Change a member's roles", 'admin'),
  admin('get', '/api/admin/reports', 'Reported content', 'admin'),
  admin('get', '/api/admin/seller-leads', 'Every seller lead', 'admin', {
    query: sellerLeadListQuerySchema,
    response: sellerLeadListSchema,
  }),
  admin('get', '/api/admin/blog/posts', 'Blog posts, every status', 'admin', {
    query: listAdminBlogPostsQuerySchema,
    response: blogAdminPageSchema,
  }),
  admin('get', '/api/admin/blog/posts/:id', 'A blog post for editing', 'admin', { response: blogPostRecordSchema }),
  admin('post', '/api/admin/blog/posts', 'Write a blog post', 'admin', {
    body: blogPostRequestSchema,
    response: blogPostRecordSchema,
    status: 201,
  }),
  admin('patch', '/api/admin/blog/posts/:id', 'Edit a blog post', 'admin', { body: blogPostChangesSchema, response: blogPostRecordSchema }),
  admin('post', '/api/admin/blog/posts/:id/publish', 'Publish (or schedule) a blog post', 'admin', {
    body: publishBlogPostRequestSchema,
    response: blogPostRecordSchema,
  }),
  admin('post', '/api/admin/blog/posts/:id/unpublish', 'Take a blog post down', 'admin', { response: blogPostRecordSchema }),
  admin('delete', '/api/admin/blog/posts/:id', 'Delete a blog post', 'admin'),
  admin('post', '/api/admin/blog/preview', 'Render Markdown as the blog would', 'admin', {
    body: blogPreviewRequestSchema,
    response: blogPreviewSchema,
  }),
  admin('post', '/api/admin/blog/images', 'Upload a blog image', 'admin', {
    multipart: 'image: one JPEG, PNG or WebP file',
    response: blogImageSchema,
  }),
  admin('post', '/api/admin/faqs/reorder', 'Reorder FAQs', 'admin', { body: reorderRequestSchema }),
  admin('post', '/api/admin/faqs', 'Add an FAQ', 'admin', { body: createFaqRequestSchema, response: faqSchema, status: 201 }),
  admin('patch', '/api/admin/faqs/:id', 'Edit an FAQ', 'admin', { body: updateFaqRequestSchema, response: faqSchema }),
  admin('delete', '/api/admin/faqs/:id', 'Delete an FAQ', 'admin'),
  admin('post', '/api/admin/faq-categories/reorder', 'Reorder FAQ categories', 'admin', { body: reorderRequestSchema }),
  admin('post', '/api/admin/faq-categories', 'Add an FAQ category', 'admin', {
    body: faqCategoryRequestSchema,
    response: faqCategorySchema,
    status: 201,
  }),
  admin('patch', '/api/admin/faq-categories/:id', 'Rename an FAQ category', 'admin', {
    body: faqCategoryRequestSchema,
    response: faqCategorySchema,
  }),
  admin('delete', '/api/admin/faq-categories/:id', 'Delete an FAQ category', 'admin'),

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
