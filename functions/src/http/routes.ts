import { API_PATHS as P } from '@shared/api-paths';
import { TOO_LARGE_MESSAGE, UPLOAD_BODY_LIMIT_BYTES } from '../media/upload-limits';
import * as clientReport from '../telemetry/report-body-limit';
import type { RouteHandler } from '../core/handler';
import { lazyHandlers } from './lazy-routes';
import type { Route } from './router';

// Each domain's handlers load with the first request that needs them (lazy-routes.ts): a cold instance whose first
// request reads the categories does not run the blogs' sanitizer, the upload parser or the staff admin's code first.
const blog = lazyHandlers(async () => (await import('../blogs/blog-handlers')).blogHandlers);
const changes = lazyHandlers(() => import('../changes/changes-handler'));
const categories = lazyHandlers(() => import('../categories/category-handlers'));
const contact = lazyHandlers(() => import('../contact/contact-handler'));
const images = lazyHandlers(() => import('../images/get-image'));
const upload = lazyHandlers(() => import('../media/upload-image'));
const inquiries = lazyHandlers(() => import('../inquiries/inquiry-handlers'));
const location = lazyHandlers(
  async () => (await import('../location-pages/location-page-handlers')).locationPageHandlers,
);
const login = lazyHandlers(() => import('../login/login-handler'));
const maintenance = lazyHandlers(() => import('../maintenance/maintenance-handlers'));
const media = lazyHandlers(() => import('../media/media-handlers'));
const outbox = lazyHandlers(() => import('../mail/outbox'));
const passwordReset = lazyHandlers(() => import('../account/password-reset-handler'));
const staff = lazyHandlers(() => import('../staff/staff-handlers'));
const newsletter = lazyHandlers(() => import('../newsletter/newsletter-handler'));
const reviews = lazyHandlers(() => import('../reviews/review-handlers'));
const reviewStamp = lazyHandlers(() => import('../reviews/review-stamp-handlers'));
const telemetry = lazyHandlers(() => import('../telemetry/telemetry-handlers'));
const search = lazyHandlers(() => import('../search/search-handlers'));

/**
 * The one route table of the HTTP API (spec section 7, plus the admin portal's own routes). The paths come
 * from src/shared/api-paths.ts, which the web app builds its request URLs from.
 */
export const ROUTES: readonly Route<RouteHandler>[] = [
  { method: 'POST', pattern: P.login, handler: login((m) => m.login) },
  { method: 'GET', pattern: P.blogs, handler: blog((m) => m.list) },
  { method: 'GET', pattern: P.blog, handler: blog((m) => m.getById) },
  { method: 'POST', pattern: P.blogCreate, handler: blog((m) => m.create) },
  { method: 'PUT', pattern: P.blog, handler: blog((m) => m.update) },
  { method: 'DELETE', pattern: P.blog, handler: blog((m) => m.remove) },
  { method: 'GET', pattern: P.blogBySlug, handler: blog((m) => m.getBySlug) },
  { method: 'GET', pattern: P.blogSlugAvailable, handler: blog((m) => m.slugAvailability) },
  // Revision history and trash: admin only.
  { method: 'GET', pattern: P.blogRevisions, handler: blog((m) => m.listRevisions) },
  { method: 'GET', pattern: P.blogRevision, handler: blog((m) => m.getRevision) },
  { method: 'POST', pattern: P.blogRevisionRestore, handler: blog((m) => m.restoreRevision) },
  { method: 'GET', pattern: P.blogTrash, handler: blog((m) => m.listTrash) },
  { method: 'DELETE', pattern: P.blogTrashItem, handler: blog((m) => m.deleteForever) },
  { method: 'POST', pattern: P.blogTrashRestore, handler: blog((m) => m.restoreFromTrash) },
  { method: 'GET', pattern: P.categories, handler: categories((m) => m.listCategories) },
  {
    method: 'POST',
    pattern: P.imageUpload,
    handler: upload((m) => m.uploadImage),
    maxBodyBytes: UPLOAD_BODY_LIMIT_BYTES,
    tooLargeMessage: TOO_LARGE_MESSAGE,
  },
  { method: 'GET', pattern: P.image, handler: images((m) => m.getImage) },
  { method: 'GET', pattern: P.cardImage, handler: images((m) => m.getCardImage) },
  { method: 'GET', pattern: P.heroImage, handler: images((m) => m.getHeroImage) },
  { method: 'GET', pattern: P.socialImage, handler: images((m) => m.getSocialImage) },
  { method: 'GET', pattern: P.locationPages, handler: location((m) => m.list) },
  // Before /api/locationpages/:id, which would otherwise take "trash" for an id.
  { method: 'GET', pattern: P.locationPageTrash, handler: location((m) => m.listTrash) },
  { method: 'DELETE', pattern: P.locationPageTrashItem, handler: location((m) => m.deleteForever) },
  { method: 'POST', pattern: P.locationPageTrashRestore, handler: location((m) => m.restoreFromTrash) },
  { method: 'GET', pattern: P.locationPageRevisions, handler: location((m) => m.listRevisions) },
  { method: 'GET', pattern: P.locationPageRevision, handler: location((m) => m.getRevision) },
  { method: 'POST', pattern: P.locationPageRevisionRestore, handler: location((m) => m.restoreRevision) },
  { method: 'GET', pattern: P.locationPageBySlug, handler: location((m) => m.getBySlug) },
  { method: 'GET', pattern: P.locationPageSlugAvailable, handler: location((m) => m.slugAvailability) },
  { method: 'GET', pattern: P.locationPage, handler: location((m) => m.getById) },
  { method: 'POST', pattern: P.locationPageCreate, handler: location((m) => m.create) },
  { method: 'PUT', pattern: P.locationPage, handler: location((m) => m.update) },
  { method: 'DELETE', pattern: P.locationPage, handler: location((m) => m.remove) },
  { method: 'POST', pattern: P.newsletter, handler: newsletter((m) => m.subscribe) },
  { method: 'POST', pattern: P.newsletterConfirm, handler: newsletter((m) => m.confirm) },
  { method: 'POST', pattern: P.newsletterUnsubscribe, handler: newsletter((m) => m.unsubscribeHandler) },
  { method: 'GET', pattern: P.newsletterUnsubscribe, handler: newsletter((m) => m.unsubscribePage) },
  { method: 'POST', pattern: P.contactRequests, handler: contact((m) => m.submitContactRequest) },
  // Admin Inquiries (beyond the spec): contact requests and newsletter subscribers.
  { method: 'GET', pattern: P.contactRequests, handler: inquiries((m) => m.listInquiriesHandler) },
  { method: 'PUT', pattern: P.contactRequest, handler: inquiries((m) => m.updateInquiryHandler) },
  { method: 'GET', pattern: P.subscribers, handler: inquiries((m) => m.subscriberStatsHandler) },
  { method: 'GET', pattern: P.subscribersCsv, handler: inquiries((m) => m.subscriberCsvHandler) },
  { method: 'POST', pattern: P.subscriberErase, handler: newsletter((m) => m.eraseSubscriberHandler) },
  // Queued mail (decision 0013): the local stack's way to follow the mail flows end to end.
  { method: 'GET', pattern: P.mailOutbox, handler: outbox((m) => m.listOutboxHandler) },
  // Staff accounts and password reset (decision 0017).
  { method: 'GET', pattern: P.staff, handler: staff((m) => m.listStaffHandler) },
  { method: 'POST', pattern: P.staffInvitations, handler: staff((m) => m.inviteStaffHandler) },
  { method: 'POST', pattern: P.staffSignOutEverywhere, handler: staff((m) => m.signOutEverywhereHandler) },
  { method: 'DELETE', pattern: P.staffMember, handler: staff((m) => m.revokeStaffHandler) },
  { method: 'DELETE', pattern: P.staffSecondFactor, handler: staff((m) => m.resetSecondFactorHandler) },
  { method: 'POST', pattern: P.ownSecondFactorRemoval, handler: staff((m) => m.recordOwnRemovalHandler) },
  { method: 'POST', pattern: P.passwordReset, handler: passwordReset((m) => m.requestPasswordReset) },
  // Review requests (decision 0023): admins send and revoke; the reviewer's token is in the body.
  { method: 'GET', pattern: P.reviewRequests, handler: reviews((m) => m.listReviewRequests) },
  { method: 'POST', pattern: P.reviewRequests, handler: reviews((m) => m.createReviewRequest) },
  { method: 'POST', pattern: P.reviewRequestRevoke, handler: reviews((m) => m.revokeReviewRequest) },
  { method: 'POST', pattern: P.reviewLinkView, handler: reviews((m) => m.viewReviewLink) },
  { method: 'POST', pattern: P.reviewLinkApprove, handler: reviews((m) => m.approveReviewLink) },
  { method: 'POST', pattern: P.reviewLinkReturn, handler: reviews((m) => m.returnReviewLink) },
  { method: 'POST', pattern: P.reviewStampChoice, handler: reviewStamp((m) => m.chooseReviewStamp) },
  // Editing presence: admin only.
  { method: 'POST', pattern: P.blogPresence, handler: blog((m) => m.presence) },
  { method: 'DELETE', pattern: P.blogPresence, handler: blog((m) => m.leavePresence) },
  { method: 'POST', pattern: P.locationPagePresence, handler: location((m) => m.presence) },
  { method: 'DELETE', pattern: P.locationPagePresence, handler: location((m) => m.leavePresence) },
  // Browser errors and web vitals, and the admin's Site health (decision 0020).
  {
    method: 'POST',
    pattern: P.clientErrors,
    handler: telemetry((m) => m.postClientReport),
    maxBodyBytes: clientReport.CLIENT_REPORT_BODY_LIMIT_BYTES,
    tooLargeMessage: clientReport.TOO_LARGE_MESSAGE,
  },
  { method: 'GET', pattern: P.siteHealth, handler: telemetry((m) => m.getSiteHealth) },
  // The media library (decision 0021): admin only.
  { method: 'GET', pattern: P.media, handler: media((m) => m.listMediaHandler) },
  { method: 'GET', pattern: P.mediaItem, handler: media((m) => m.getMediaHandler) },
  { method: 'PUT', pattern: P.mediaItem, handler: media((m) => m.updateMediaHandler) },
  { method: 'DELETE', pattern: P.mediaItem, handler: media((m) => m.deleteMediaHandler) },
  { method: 'GET', pattern: P.searchDocuments, handler: search((m) => m.getSearchDocuments) },
  { method: 'GET', pattern: P.contentChanges, handler: changes((m) => m.listContentChanges) },
  // Maintenance mode (decision 0029): the status is public, the switch admin only.
  { method: 'GET', pattern: P.maintenance, handler: maintenance((m) => m.getMaintenanceStatus) },
  { method: 'GET', pattern: P.maintenanceSettings, handler: maintenance((m) => m.getMaintenanceSettings) },
  { method: 'PUT', pattern: P.maintenanceSettings, handler: maintenance((m) => m.putMaintenanceSettings) },
];
