import { lazy, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../paths';
import { AdminLayout } from '../pages/admin-layout';
import { LazyPage } from './LazyPage';
import { loadPage } from './load-page';

/**
 * The admin portal's screens: a chunk of its own, loaded with the first admin address, so that a new admin screen
 * adds nothing to what every public page downloads (the main route table has one lazy entry for `/admin/*`).
 */
function screen(load: () => Promise<object>, name: string) {
  return lazy(() => loadPage(load).then((m) => ({ default: (m as Record<string, ComponentType>)[name]! })));
}

const AdminPage = screen(() => import('../pages/admin-page'), 'AdminPage');
const AdminBlogsPage = screen(() => import('../pages/admin-blogs-page'), 'AdminBlogsPage');
const AdminLocationPagesPage = screen(() => import('../pages/admin-location-pages-page'), 'AdminLocationPagesPage');
const AdminInquiriesPage = screen(() => import('../pages/admin-inquiries-page'), 'AdminInquiriesPage');
const AdminOutboxPage = screen(() => import('../pages/admin-outbox-page'), 'AdminOutboxPage');
const AdminStaffPage = screen(() => import('../pages/admin-staff-page'), 'AdminStaffPage');
const AdminSiteHealthPage = screen(() => import('../pages/admin-site-health-page'), 'AdminSiteHealthPage');
const AdminMediaPage = screen(() => import('../pages/admin-media-page'), 'AdminMediaPage');
const AdminMaintenancePage = screen(() => import('../pages/admin-maintenance-page'), 'AdminMaintenancePage');
const NotFoundPage = screen(() => import('../pages/not-found-page'), 'NotFoundPage');

/**
 * The share target's address is answered by the service worker, which keeps the shared photos and sends the browser
 * on to the library. Opened without it (no worker yet, or typed in), it is simply the library.
 */
function ShareTargetRedirect() {
  return <Redirect to={paths.adminMedia} replace />;
}

/** Each admin address and its screen; anything else under /admin is the not-found page, inside the admin frame. */
const ADMIN_ROUTES: readonly [path: string, Screen: ComponentType][] = [
  [paths.admin, AdminPage],
  [paths.adminBlogs, AdminBlogsPage],
  [paths.adminLocationPages, AdminLocationPagesPage],
  [paths.adminInquiries, AdminInquiriesPage],
  [paths.adminOutbox, AdminOutboxPage],
  [paths.adminStaff, AdminStaffPage],
  [paths.adminSiteHealth, AdminSiteHealthPage],
  [paths.adminMedia, AdminMediaPage],
  [paths.adminMediaShare, ShareTargetRedirect],
  [paths.adminMaintenance, AdminMaintenancePage],
];

/**
 * One layout (guard, title, noindex, heading) around whichever admin screen the address names. The layout stays
 * mounted while the admin moves between screens; each screen loads in its own boundary, so the frame stays on
 * screen meanwhile.
 */
export function AdminRoutes() {
  return (
    <AdminLayout>
      <Switch>
        {ADMIN_ROUTES.map(([path, Screen]) => (
          <Route key={path} path={path}>
            <LazyPage>
              <Screen />
            </LazyPage>
          </Route>
        ))}
        <Route>
          <LazyPage>
            <NotFoundPage />
          </LazyPage>
        </Route>
      </Switch>
    </AdminLayout>
  );
}
