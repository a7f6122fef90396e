import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from '../guards/index.ts';
import { AppShell } from '../layout/AppShell.tsx';
import type * as AdminPages from '../screens/admin/AdminPages.tsx';

// Every page is its own chunk: a visitor on the blog downloads no admin code.
const Home = lazy(() => import('../screens/home/HomeScreen.tsx'));
const Blog = lazy(() => import('../screens/blog/BlogScreen.tsx'));
const Article = lazy(() => import('../screens/blog/ArticleScreen.tsx'));
const SignIn = lazy(() => import('../screens/auth/SignInScreen.tsx'));
const SignUp = lazy(() => import('../screens/auth/SignUpScreen.tsx'));
const ForgotPassword = lazy(() => import('../screens/auth/ForgotPasswordScreen.tsx'));
const NewPassword = lazy(() => import('../screens/auth/NewPasswordScreen.tsx'));
const ProviderRegistration = lazy(() => import('../screens/auth/ProviderRegistrationScreen.tsx'));
const ProviderLogin = lazy(() => import('../screens/auth/ProviderLoginScreen.tsx'));
const AdminLogin = lazy(() => import('../screens/auth/AdminLoginScreen.tsx'));
const ProviderDashboard = lazy(() => import('../screens/dashboard/ProviderDashboardScreen.tsx'));
const BoatOwnerDashboard = lazy(() => import('../screens/dashboard/BoatOwnerDashboardScreen.tsx'));
const DemoMailbox = lazy(() => import('../screens/demo/DemoMailboxScreen.tsx'));
const FileUpload = lazy(() => import('../screens/upload/FileUploadScreen.tsx'));
const AdminLayout = lazy(() => import('../screens/admin/AdminLayout.tsx'));
const QueryLayout = lazy(() => import('./QueryLayout.tsx'));
const adminPage = (name: keyof typeof AdminPages) =>
  lazy(() => import('../screens/admin/AdminPages.tsx').then((pages) => ({ default: pages[name] })));
const AdminDashboard = adminPage('AdminDashboardPage');
const AdminUsers = adminPage('AdminUsersPage');
const AdminBoatOwners = adminPage('AdminBoatOwnersPage');
const AdminTours = adminPage('AdminToursPage');
const AdminSalesReport = adminPage('AdminSalesReportPage');
const AdminContent = adminPage('AdminContentPage');
const AdminMedia = adminPage('AdminMediaPage');
const AdminAuditLogs = adminPage('AdminAuditLogsPage');
const AdminBlockedUsers = adminPage('AdminBlockedUsersPage');
const AdminSettings = adminPage('AdminSettingsPage');

/**
 * The route table of spec §2. It lives in ui (not apps/site) so Storybook's flow stories run
 * the very routes and guards the site mounts.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<Home />} />
        <Route path="blog" element={<Blog />} />
        <Route path="blog/:id" element={<Article />} />
        <Route path="auth/signin" element={<SignIn />} />
        <Route path="auth/signup" element={<SignUp />} />
        <Route path="auth/esqueci-senha" element={<ForgotPassword />} />
        <Route path="auth/nova-senha" element={<NewPassword />} />
        <Route path="service-provider-registration" element={<ProviderRegistration />} />
        <Route path="service-provider-login" element={<ProviderLogin />} />
        <Route path="admin/login" element={<AdminLogin />} />
        <Route path="demo/caixa-de-entrada" element={<DemoMailbox />} />
        <Route element={<QueryLayout />}>
          <Route element={<RequireAuth />}>
            <Route path="service-provider-dashboard" element={<ProviderDashboard />} />
            <Route path="boat-owners/*" element={<BoatOwnerDashboard />} />
            <Route path="file-upload" element={<FileUpload />} />
          </Route>
        </Route>
        <Route path="admin" element={<RequireAdmin />}>
          <Route element={<AdminLayout />}>
            <Route index element={<AdminDashboard />} />
            <Route path="dashboard" element={<AdminDashboard />} />
            <Route path="users" element={<AdminUsers />} />
            <Route path="boat-owners" element={<AdminBoatOwners />} />
            <Route path="tours" element={<AdminTours />} />
            <Route path="sales-report" element={<AdminSalesReport />} />
            <Route path="content" element={<AdminContent />} />
            <Route path="media" element={<AdminMedia />} />
            <Route path="audit-logs" element={<AdminAuditLogs />} />
            <Route path="blocked-users" element={<AdminBlockedUsers />} />
            <Route path="settings" element={<AdminSettings />} />
          </Route>
        </Route>
        <Route path="*" element={<Home />} />
      </Route>
    </Routes>
  );
}
