import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { LoadingStatus } from '../components/LoadingStatus';
import { paths, ROUTE_PATTERNS } from '../paths';
import { LazyPage } from './LazyPage';
import { loadPage } from './load-page';
import { MinimalLayout } from './layout/MinimalLayout';
import { PublicLayout } from './layout/PublicLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { PUBLIC_ROUTES, REDIRECTS, SERVICE_ROUTE_PATTERN, type PageKey } from './route-table';

/**
 * Every page is its own chunk, so a visitor downloads only the page they open. Sign-in and admin pages
 * are the only importers of the auth feature, and with it the Firebase SDK.
 */
function page<P extends object>(load: () => Promise<object>, name: string) {
  // A page module may export more than its page (the article page also exports the editor's blog preview).
  return lazy(() => loadPage(load).then((m) => ({ default: (m as Record<string, ComponentType<P>>)[name]! })));
}

const HomePage = page(() => import('../pages/home-page'), 'HomePage');
const MembershipPage = page(() => import('../pages/membership-page'), 'MembershipPage');
const ServicesPage = page(() => import('../pages/services-page'), 'ServicesPage');
const ServicePage = page<{ slug: string }>(() => import('../pages/service-page'), 'ServicePage');
const GeriatricAssessmentPage = page(() => import('../pages/geriatric-assessment-page'), 'GeriatricAssessmentPage');
const GhapReferralFormPage = page(() => import('../pages/ghap-referral-form-page'), 'GhapReferralFormPage');
const PelvicFloorPage = page(() => import('../pages/pelvic-floor-page'), 'PelvicFloorPage');
const PelvicFloorMenPage = page(() => import('../pages/pelvic-floor-men-page'), 'PelvicFloorMenPage');
const PelvicFloorWomenPage = page(() => import('../pages/pelvic-floor-women-page'), 'PelvicFloorWomenPage');
const EdTreatmentPage = page(() => import('../pages/ed-treatment-page'), 'EdTreatmentPage');
const TeamPage = page(() => import('../pages/team-page'), 'TeamPage');
const TeamMemberPage = page(() => import('../pages/team-member-page'), 'TeamMemberPage');
const ArticlesPage = page(() => import('../pages/articles-page'), 'ArticlesPage');
const ArticlePage = page(() => import('../pages/article-page'), 'ArticlePage');
const ContactPage = page(() => import('../pages/contact-page'), 'ContactPage');
const AboutPage = page(() => import('../pages/about-page'), 'AboutPage');
const PrivacyPage = page(() => import('../pages/privacy-page'), 'PrivacyPage');
const TermsPage = page(() => import('../pages/terms-page'), 'TermsPage');
const ThankYouPage = page(() => import('../pages/thank-you-page'), 'ThankYouPage');
const LocationPage = page(() => import('../pages/location-page'), 'LocationPage');

// Only mistyped or removed addresses need it: not part of every page's first load.
const NotFoundPage = page(() => import('../pages/not-found-page'), 'NotFoundPage');
const LoginPage = page(() => import('../pages/login-page'), 'LoginPage');
const AccountActionPage = page(() => import('../pages/account-action-page'), 'AccountActionPage');
// A medical reviewer's signed link (decision 0023): its own chunk, nothing on public pages' first load.
const ReviewPage = page(() => import('../pages/review-page'), 'ReviewPage');
// The admin portal's own route table (admin-routes.tsx): one chunk, so its screens cost public pages nothing.
const AdminRoutes = page(() => import('./admin-routes'), 'AdminRoutes');
const NewsletterConfirmPage = page(() => import('../pages/newsletter-confirm-page'), 'NewsletterConfirmPage');
// Site search (decision 0026): its engine loads only when a query is searched in the browser.
const SearchPage = page(() => import('../pages/search-page'), 'SearchPage');
const NewsletterUnsubscribePage = page(
  () => import('../pages/newsletter-unsubscribe-page'),
  'NewsletterUnsubscribePage',
);

/** Each page of the route table (route-table.ts). */
const PUBLIC_PAGES: Record<PageKey, (path: string) => ReactNode> = {
  home: () => <HomePage />,
  membership: () => <MembershipPage />,
  services: () => <ServicesPage />,
  geriatricAssessment: () => <GeriatricAssessmentPage />,
  ghapReferralForm: () => <GhapReferralFormPage />,
  pelvicFloor: () => <PelvicFloorPage />,
  pelvicFloorMen: () => <PelvicFloorMenPage />,
  pelvicFloorWomen: () => <PelvicFloorWomenPage />,
  edTreatment: () => <EdTreatmentPage />,
  team: () => <TeamPage />,
  articles: () => <ArticlesPage />,
  contact: () => <ContactPage />,
  about: () => <AboutPage />,
  privacy: () => <PrivacyPage />,
  terms: () => <TermsPage />,
  thankYou: () => <ThankYouPage />,
  newsletterConfirm: () => <NewsletterConfirmPage />,
  newsletterUnsubscribe: () => <NewsletterUnsubscribePage />,
  search: () => <SearchPage />,
};

const publicPage = (content: ReactNode) => (
  <PublicLayout>
    <LazyPage>{content}</LazyPage>
  </PublicLayout>
);
const minimalPage = (content: ReactNode) => (
  <MinimalLayout>
    <LazyPage>{content}</LazyPage>
  </MinimalLayout>
);

/**
 * The admin area: the admin frame and screens (admin-routes.tsx), inside an error boundary of their own. Not wouter's
 * `nest`: a nested router rebases every link and redirect below it, which would send the guard's redirect to
 * /admin/login.
 */
const adminArea = () => (
  <MinimalLayout>
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingStatus label="Loading page…" />}>
        <AdminRoutes />
      </Suspense>
    </RouteErrorBoundary>
  </MinimalLayout>
);

/** `/admin` and every address below it. */
const ADMIN_AREA = `${paths.admin}/*?`;

/**
 * The app's one route table. The outer error boundary catches what the pages' own boundaries cannot: an error in a
 * layout (header, footer, the admin frame). It resets when the address changes, without remounting the layouts.
 */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary standalone resetKey={location}>
      <Switch>
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from}>
            <Redirect to={to} replace />
          </Route>
        ))}
        {PUBLIC_ROUTES.map(({ path, page: key }) => (
          <Route key={path} path={path}>
            {publicPage(PUBLIC_PAGES[key](path))}
          </Route>
        ))}
        <Route path={ROUTE_PATTERNS.teamMember}>{publicPage(<TeamMemberPage />)}</Route>
        <Route path={ROUTE_PATTERNS.article}>{publicPage(<ArticlePage />)}</Route>
        <Route path={ROUTE_PATTERNS.location}>{publicPage(<LocationPage />)}</Route>

        <Route path={paths.login}>{minimalPage(<LoginPage />)}</Route>
        <Route path={paths.accountAction}>{minimalPage(<AccountActionPage />)}</Route>
        <Route path={ROUTE_PATTERNS.review}>{minimalPage(<ReviewPage />)}</Route>
        <Route path={ADMIN_AREA}>{adminArea()}</Route>

        {/* After every other route: a one-segment address is a service page, or the page's not-found view. */}
        <Route path={SERVICE_ROUTE_PATTERN}>
          {(params: { service: string }) => publicPage(<ServicePage slug={params.service} />)}
        </Route>
        <Route>{publicPage(<NotFoundPage />)}</Route>
      </Switch>
    </RouteErrorBoundary>
  );
}
