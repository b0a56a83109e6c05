import type { Route } from './router';
import type { RouteHandler } from './handler';
import { ok } from './respond';
import { requireAdmin } from '../auth/verify-request';
import { getCategories } from '../categories/get-categories';
import { blogHandlers as blog } from '../blogs/blog-handlers';
import { locationPageHandlers as location } from '../location-pages/location-page-handlers';
import * as visitor from './visitor-handlers';
import * as inquiries from '../inquiries/inquiry-handlers';
import { uploadImage } from '../images/upload-image';
import { getCardImage, getImage } from '../images/get-image';

/** The one route table of the HTTP API (spec section 7, plus the routes the API issue adds). */
export const ROUTES: readonly Route<RouteHandler>[] = [
  { method: 'POST', pattern: '/api/users/login', handler: visitor.login },

  { method: 'GET', pattern: '/blogs', handler: blog.list },
  { method: 'GET', pattern: '/blog/:id', handler: blog.getById },
  { method: 'POST', pattern: '/blog', handler: blog.create },
  { method: 'PUT', pattern: '/blog/:id', handler: blog.update },
  { method: 'DELETE', pattern: '/blog/:id', handler: blog.remove },
  { method: 'GET', pattern: '/api/blogs/url/:slug', handler: blog.getBySlug },
  { method: 'GET', pattern: '/api/blogs/slug-available/:slug', handler: blog.slugAvailability },

  { method: 'GET', pattern: '/api/categories', handler: async () => ok(await getCategories()) },

  {
    method: 'POST',
    pattern: '/api/backup-files/upload_files',
    handler: async (ctx) => {
      await requireAdmin(ctx);
      return uploadImage(ctx);
    },
  },
  { method: 'GET', pattern: '/api/images/:name', handler: getImage },
  { method: 'GET', pattern: '/api/images/cards/:name', handler: getCardImage },

  { method: 'GET', pattern: '/api/locationpages', handler: location.list },
  { method: 'GET', pattern: '/api/locationpages/url/:slug', handler: location.getBySlug },
  { method: 'GET', pattern: '/api/locationpages/slug-available/:slug', handler: location.slugAvailability },
  { method: 'GET', pattern: '/api/locationpages/:id', handler: location.getById },
  { method: 'POST', pattern: '/api/locationpages/create', handler: location.create },
  { method: 'PUT', pattern: '/api/locationpages/:id', handler: location.update },
  { method: 'DELETE', pattern: '/api/locationpages/:id', handler: location.remove },

  { method: 'POST', pattern: '/api/newsletter', handler: visitor.subscribe },
  { method: 'POST', pattern: '/api/contact-requests', handler: visitor.submitContactRequest },

  // Admin Inquiries (beyond the spec): contact requests and newsletter subscribers.
  { method: 'GET', pattern: '/api/contact-requests', handler: inquiries.listInquiriesHandler },
  { method: 'PUT', pattern: '/api/contact-requests/:id', handler: inquiries.updateInquiryHandler },
  { method: 'GET', pattern: '/api/newsletter/subscribers', handler: inquiries.subscriberStatsHandler },
  { method: 'GET', pattern: '/api/newsletter/subscribers.csv', handler: inquiries.subscriberCsvHandler },
];
