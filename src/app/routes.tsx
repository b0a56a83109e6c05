import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../paths';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { LazyPage } from './LazyPage';
import { MinimalLayout } from './layout/MinimalLayout';
import { PublicLayout } from './layout/PublicLayout';

// Sign-in and admin pages are the only importers of the auth feature, and with it the Firebase
// SDK; loading them lazily keeps Firebase out of every public page's JavaScript.
const LoginPage = lazy(() => import('../pages/login-page').then((m) => ({ default: m.LoginPage })));
const AdminPage = lazy(() => import('../pages/admin-page').then((m) => ({ default: m.AdminPage })));
const AdminBlogsPage = lazy(() => import('../pages/admin-blogs-page').then((m) => ({ default: m.AdminBlogsPage })));
const AdminLocationPagesPage = lazy(() =>
  import('../pages/admin-location-pages-page').then((m) => ({ default: m.AdminLocationPagesPage })),
);
const AdminInquiriesPage = lazy(() =>
  import('../pages/admin-inquiries-page').then((m) => ({ default: m.AdminInquiriesPage })),
);

/** The app's one route table. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.home}>
        <PublicLayout>
          <HomePage />
        </PublicLayout>
      </Route>
      <Route path={paths.legacyHome}>
        <Redirect to={paths.home} replace />
      </Route>

      <Route path={paths.login}>
        <MinimalLayout>
          <LazyPage>
            <LoginPage />
          </LazyPage>
        </MinimalLayout>
      </Route>
      <Route path={paths.admin}>
        <MinimalLayout>
          <LazyPage>
            <AdminPage />
          </LazyPage>
        </MinimalLayout>
      </Route>
      <Route path={paths.adminBlogs}>
        <MinimalLayout>
          <LazyPage>
            <AdminBlogsPage />
          </LazyPage>
        </MinimalLayout>
      </Route>
      <Route path={paths.adminLocationPages}>
        <MinimalLayout>
          <LazyPage>
            <AdminLocationPagesPage />
          </LazyPage>
        </MinimalLayout>
      </Route>
      <Route path={paths.adminInquiries}>
        <MinimalLayout>
          <LazyPage>
            <AdminInquiriesPage />
          </LazyPage>
        </MinimalLayout>
      </Route>

      <Route>
        <PublicLayout>
          <NotFoundPage />
        </PublicLayout>
      </Route>
    </Switch>
  );
}
