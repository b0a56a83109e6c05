import { API_PATHS as P } from '@shared/api-paths';
import { blogHandlers as blog } from '../blogs/blog-handlers';
import { listContentChanges } from '../changes/changes-handler';
import { listCategories } from '../categories/category-handlers';
import { submitContactRequest } from '../contact/contact-handler';
import type { RouteHandler } from '../core/handler';
import { getCardImage, getHeroImage, getImage, getSocialImage } from '../images/get-image';
import { TOO_LARGE_MESSAGE, UPLOAD_BODY_LIMIT_BYTES, uploadImage } from '../media/upload-image';
import * as inquiries from '../inquiries/inquiry-handlers';
import { locationPageHandlers as location } from '../location-pages/location-page-handlers';
import { login } from '../login/login-handler';
import * as maintenance from '../maintenance/maintenance-handlers';
import * as media from '../media/media-handlers';
import { listOutboxHandler } from '../mail/outbox';
import { requestPasswordReset } from '../account/password-reset-handler';
import * as staff from '../staff/staff-handlers';
import * as newsletter from '../newsletter/newsletter-handler';
import * as reviews from '../reviews/review-handlers';
import * as reviewStamp from '../reviews/review-stamp-handlers';
import * as telemetry from '../telemetry/telemetry-handlers';
import { getSearchDocuments } from '../search/search-handlers';
import type { Route } from './router';

/**
 * The one route table of the HTTP API (spec section 7, plus the admin portal's own routes). The paths come
 * from src/shared/api-paths.ts, which the web app builds its request URLs from.
 */
export const ROUTES: readonly Route<RouteHandler>[] = [
  { method: 'POST', pattern: P.login, handler: login },
  { method: 'GET', pattern: P.blogs, handler: blog.list },
  { method: 'GET', pattern: P.blog, handler: blog.getById },
  { method: 'POST', pattern: P.blogCreate, handler: blog.create },
  { method: 'PUT', pattern: P.blog, handler: blog.update },
  { method: 'DELETE', pattern: P.blog, handler: blog.remove },
  { method: 'GET', pattern: P.blogBySlug, handler: blog.getBySlug },
  { method: 'GET', pattern: P.blogSlugAvailable, handler: blog.slugAvailability },
  // Revision history and trash: admin only.
  { method: 'GET', pattern: P.blogRevisions, handler: blog.listRevisions },
  { method: 'GET', pattern: P.blogRevision, handler: blog.getRevision },
  { method: 'POST', pattern: P.blogRevisionRestore, handler: blog.restoreRevision },
  { method: 'GET', pattern: P.blogTrash, handler: blog.listTrash },
  { method: 'DELETE', pattern: P.blogTrashItem, handler: blog.deleteForever },
  { method: 'POST', pattern: P.blogTrashRestore, handler: blog.restoreFromTrash },
  { method: 'GET', pattern: P.categories, handler: listCategories },
  {
    method: 'POST',
    pattern: P.imageUpload,
    handler: uploadImage,
    maxBodyBytes: UPLOAD_BODY_LIMIT_BYTES,
    tooLargeMessage: TOO_LARGE_MESSAGE,
  },
  { method: 'GET', pattern: P.image, handler: getImage },
  { method: 'GET', pattern: P.cardImage, handler: getCardImage },
  { method: 'GET', pattern: P.heroImage, handler: getHeroImage },
  { method: 'GET', pattern: P.socialImage, handler: getSocialImage },
  { method: 'GET', pattern: P.locationPages, handler: location.list },
  // Before /api/locationpages/:id, which would otherwise take "trash" for an id.
  { method: 'GET', pattern: P.locationPageTrash, handler: location.listTrash },
  { method: 'DELETE', pattern: P.locationPageTrashItem, handler: location.deleteForever },
  { method: 'POST', pattern: P.locationPageTrashRestore, handler: location.restoreFromTrash },
  { method: 'GET', pattern: P.locationPageRevisions, handler: location.listRevisions },
  { method: 'GET', pattern: P.locationPageRevision, handler: location.getRevision },
  { method: 'POST', pattern: P.locationPageRevisionRestore, handler: location.restoreRevision },
  { method: 'GET', pattern: P.locationPageBySlug, handler: location.getBySlug },
  { method: 'GET', pattern: P.locationPageSlugAvailable, handler: location.slugAvailability },
  { method: 'GET', pattern: P.locationPage, handler: location.getById },
  { method: 'POST', pattern: P.locationPageCreate, handler: location.create },
  { method: 'PUT', pattern: P.locationPage, handler: location.update },
  { method: 'DELETE', pattern: P.locationPage, handler: location.remove },
  { method: 'POST', pattern: P.newsletter, handler: newsletter.subscribe },
  { method: 'POST', pattern: P.newsletterConfirm, handler: newsletter.confirm },
  { method: 'POST', pattern: P.newsletterUnsubscribe, handler: newsletter.unsubscribeHandler },
  { method: 'GET', pattern: P.newsletterUnsubscribe, handler: newsletter.unsubscribePage },
  { method: 'POST', pattern: P.contactRequests, handler: submitContactRequest },
  // Admin Inquiries (beyond the spec): contact requests and newsletter subscribers.
  { method: 'GET', pattern: P.contactRequests, handler: inquiries.listInquiriesHandler },
  { method: 'PUT', pattern: P.contactRequest, handler: inquiries.updateInquiryHandler },
  { method: 'GET', pattern: P.subscribers, handler: inquiries.subscriberStatsHandler },
  { method: 'GET', pattern: P.subscribersCsv, handler: inquiries.subscriberCsvHandler },
  { method: 'POST', pattern: P.subscriberErase, handler: newsletter.eraseSubscriberHandler },
  // Queued mail (decision 0013): the local stack's way to follow the mail flows end to end.
  { method: 'GET', pattern: P.mailOutbox, handler: listOutboxHandler },
  // Staff accounts and password reset (decision 0017).
  { method: 'GET', pattern: P.staff, handler: staff.listStaffHandler },
  { method: 'POST', pattern: P.staffInvitations, handler: staff.inviteStaffHandler },
  { method: 'POST', pattern: P.staffSignOutEverywhere, handler: staff.signOutEverywhereHandler },
  { method: 'DELETE', pattern: P.staffMember, handler: staff.revokeStaffHandler },
  { method: 'DELETE', pattern: P.staffSecondFactor, handler: staff.resetSecondFactorHandler },
  { method: 'POST', pattern: P.ownSecondFactorRemoval, handler: staff.recordOwnRemovalHandler },
  { method: 'POST', pattern: P.passwordReset, handler: requestPasswordReset },
  // Review requests (decision 0023): admins send and revoke; the reviewer's token is in the body.
  { method: 'GET', pattern: P.reviewRequests, handler: reviews.listReviewRequests },
  { method: 'POST', pattern: P.reviewRequests, handler: reviews.createReviewRequest },
  { method: 'POST', pattern: P.reviewRequestRevoke, handler: reviews.revokeReviewRequest },
  { method: 'POST', pattern: P.reviewLinkView, handler: reviews.viewReviewLink },
  { method: 'POST', pattern: P.reviewLinkApprove, handler: reviews.approveReviewLink },
  { method: 'POST', pattern: P.reviewLinkReturn, handler: reviews.returnReviewLink },
  { method: 'POST', pattern: P.reviewStampChoice, handler: reviewStamp.chooseReviewStamp },
  // Editing presence: admin only.
  { method: 'POST', pattern: P.blogPresence, handler: blog.presence },
  { method: 'DELETE', pattern: P.blogPresence, handler: blog.leavePresence },
  { method: 'POST', pattern: P.locationPagePresence, handler: location.presence },
  { method: 'DELETE', pattern: P.locationPagePresence, handler: location.leavePresence },
  // Browser errors and web vitals, and the admin's Site health (decision 0020).
  {
    method: 'POST',
    pattern: P.clientErrors,
    handler: telemetry.postClientReport,
    maxBodyBytes: telemetry.CLIENT_REPORT_BODY_LIMIT_BYTES,
    tooLargeMessage: telemetry.TOO_LARGE_MESSAGE,
  },
  { method: 'GET', pattern: P.siteHealth, handler: telemetry.getSiteHealth },
  // The media library (decision 0021): admin only.
  { method: 'GET', pattern: P.media, handler: media.listMediaHandler },
  { method: 'GET', pattern: P.mediaItem, handler: media.getMediaHandler },
  { method: 'PUT', pattern: P.mediaItem, handler: media.updateMediaHandler },
  { method: 'DELETE', pattern: P.mediaItem, handler: media.deleteMediaHandler },
  { method: 'GET', pattern: P.searchDocuments, handler: getSearchDocuments },
  { method: 'GET', pattern: P.contentChanges, handler: listContentChanges },
  // Maintenance mode (decision 0029): the status is public, the switch admin only.
  { method: 'GET', pattern: P.maintenance, handler: maintenance.getMaintenanceStatus },
  { method: 'GET', pattern: P.maintenanceSettings, handler: maintenance.getMaintenanceSettings },
  { method: 'PUT', pattern: P.maintenanceSettings, handler: maintenance.putMaintenanceSettings },
];
