import { Fragment, lazy, type ComponentType } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { AppShell } from '../layout/AppShell.tsx';
import { ErrorBoundary } from '../components/ErrorPage/ErrorBoundary.tsx';
import { OfflineBanner } from '../components/OfflineBanner/OfflineBanner.tsx';
import { ADMIN_SECTIONS, PATHS, ROUTE_PATTERNS } from '../routes.ts';
import { lazyPage } from './page-loader.ts';
import type * as PrivateRoutesModule from './private-routes.tsx';

// Every page is its own chunk: a visitor on the blog downloads no admin code. A chunk that fails
// to arrive is fetched again, or the page reloads once after a deploy (page-loader.ts).
const Home = lazyPage(() => import('./home/HomeScreen.tsx'));
const Blog = lazyPage(() => import('../features/blog/BlogScreen.tsx'));
const Article = lazyPage(() => import('../features/blog/ArticleScreen.tsx'));
const SignIn = lazyPage(() => import('../features/account/SignInScreen.tsx'));
const SignUp = lazyPage(() => import('../features/account/SignUpScreen.tsx'));
const ForgotPassword = lazyPage(() => import('../features/account/ForgotPasswordScreen.tsx'));
const NewPassword = lazyPage(() => import('../features/account/NewPasswordScreen.tsx'));
const ProviderRegistration = lazyPage(
  () => import('../features/provider/ProviderRegistrationScreen.tsx'),
);
const ProviderLogin = lazyPage(() => import('../features/provider/ProviderLoginScreen.tsx'));
const AdminLogin = lazyPage(() => import('../features/admin/AdminLoginScreen.tsx'));
const Tours = lazyPage(() => import('../features/tours/ToursScreen.tsx'));
const Tour = lazyPage(() => import('../features/tours/TourScreen.tsx'));
const Providers = lazyPage(() => import('../features/providers/ProvidersScreen.tsx'));
const Provider = lazyPage(() => import('../features/providers/ProviderScreen.tsx'));
// The tour page's seat map belongs to the booking feature; it loads when first opened.
const SeatMapDialog = lazy(() =>
  import('../features/booking/SeatMapDialog.tsx').then((module) => ({
    default: module.SeatMapDialog,
  })),
);
const DemoMailbox = lazyPage(() => import('../features/demo/DemoMailboxScreen.tsx'));
const BookDeparture = lazyPage(() => import('../features/booking/BookDepartureScreen.tsx'));
const QueryLayout = lazyPage(() => import('./QueryLayout.tsx'));
// The guards and the signed-in and admin pages come from one chunk of their own (private-routes.tsx),
// which then loads the page's.
type PrivateRoutes = typeof PrivateRoutesModule;
const privateRoute = (pick: (routes: PrivateRoutes) => ComponentType<object>) =>
  lazyPage<object>(() =>
    import('./private-routes.tsx').then((routes) => ({ default: pick(routes) })),
  );
const RequireAuth = privateRoute((routes) => routes.RequireAuth);
const RequireAdmin = privateRoute((routes) => routes.RequireAdmin);
const ProviderDashboard = privateRoute((routes) => routes.ProviderDashboard);
const BoatOwnerDashboard = privateRoute((routes) => routes.BoatOwnerDashboard);
const FileUpload = privateRoute((routes) => routes.FileUpload);
const MyBookings = privateRoute((routes) => routes.MyBookings);
const MyRequests = privateRoute((routes) => routes.MyRequests);
const Booking = privateRoute((routes) => routes.Booking);
const AdminLayout = privateRoute((routes) => routes.AdminLayout);
const adminPage = (name: (typeof ADMIN_SECTIONS)[number]['page']) =>
  privateRoute((routes) => routes.adminPages[name]);
const AdminDashboard = adminPage('AdminDashboardScreen');
const adminSections = ADMIN_SECTIONS.map((section) => ({
  path: section.path,
  Page: section.page === 'AdminDashboardScreen' ? AdminDashboard : adminPage(section.page),
}));

/**
 * Whatever a page throws (a chunk that never arrived, a render error) shows the error page between
 * the header and the footer. Keyed by path: moving to another page starts afresh.
 */
function RouteBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}

/**
 * The route table of spec §2, mounted from `routes.ts`. It lives in ui (not apps/site) so
 * Storybook's flow stories run the very routes and guards the site mounts.
 */
export function AppRoutes() {
  return (
    <Fragment>
      <OfflineBanner />
      <Routes>
        <Route element={<AppShell />}>
          <Route element={<RouteBoundary />}>
            <Route index element={<Home />} />
            <Route path={PATHS.blog} element={<Blog />} />
            <Route path={ROUTE_PATTERNS.article} element={<Article />} />
            <Route path={PATHS.signIn} element={<SignIn />} />
            <Route path={PATHS.signUp} element={<SignUp />} />
            <Route path={PATHS.forgotPassword} element={<ForgotPassword />} />
            <Route path={PATHS.newPassword} element={<NewPassword />} />
            <Route path={PATHS.providerRegistration} element={<ProviderRegistration />} />
            <Route path={PATHS.providerLogin} element={<ProviderLogin />} />
            <Route path={PATHS.adminLogin} element={<AdminLogin />} />
            <Route path={PATHS.demoMailbox} element={<DemoMailbox />} />
            <Route element={<QueryLayout />}>
              <Route path={PATHS.tours} element={<Tours />} />
              <Route path={ROUTE_PATTERNS.tour} element={<Tour SeatMap={SeatMapDialog} />} />
              <Route path={PATHS.providers} element={<Providers />} />
              <Route path={ROUTE_PATTERNS.provider} element={<Provider />} />
              <Route path={ROUTE_PATTERNS.bookDeparture} element={<BookDeparture />} />
              <Route element={<RequireAuth />}>
                <Route path={PATHS.providerDashboard} element={<ProviderDashboard />} />
                <Route path={ROUTE_PATTERNS.boatOwners} element={<BoatOwnerDashboard />} />
                <Route path={PATHS.fileUpload} element={<FileUpload />} />
                <Route path={PATHS.myBookings} element={<MyBookings />} />
                <Route path={PATHS.myRequests} element={<MyRequests />} />
                <Route path={ROUTE_PATTERNS.booking} element={<Booking />} />
              </Route>
            </Route>
            <Route path={PATHS.admin} element={<RequireAdmin />}>
              {/* The sections read server data, and so does the menu (payments waiting). */}
              <Route element={<QueryLayout />}>
                <Route element={<AdminLayout />}>
                  <Route index element={<AdminDashboard />} />
                  {adminSections.map(({ path, Page }) => (
                    <Route key={path} path={path} element={<Page />} />
                  ))}
                </Route>
              </Route>
            </Route>
            <Route path="*" element={<Home />} />
          </Route>
        </Route>
      </Routes>
    </Fragment>
  );
}
