import type { ComponentType } from 'react';
import { RequireAdmin, RequireAuth } from '../guards/index.ts';
import { ADMIN_SECTIONS } from '../routes.ts';
import { lazyPage } from './page-loader.ts';

// The signed-in and admin areas' guards and pages, in a chunk of their own: the public pages'
// entry carries neither the guards nor the list of these pages' files. AppRoutes.tsx mounts them.
export { RequireAdmin, RequireAuth };

export const ProviderDashboard = lazyPage(
  () => import('../features/provider/ProviderDashboardScreen.tsx'),
);
export const BoatOwnerDashboard = lazyPage(
  () => import('../features/boat-owner/BoatOwnerDashboardScreen.tsx'),
);
export const FileUpload = lazyPage(() => import('../features/uploads/FileUploadScreen.tsx'));
export const MyBookings = lazyPage(() => import('../features/booking/MyBookingsScreen.tsx'));
export const MyRequests = lazyPage(() => import('../features/requests/MyRequestsScreen.tsx'));
export const Booking = lazyPage(() => import('../features/booking/BookingScreen.tsx'));
export const AdminLayout = lazyPage(() => import('../features/admin/AdminLayout.tsx'));

type AdminPage = (typeof ADMIN_SECTIONS)[number]['page'];

/** Each admin section's page, by the name `ADMIN_SECTIONS` gives it. */
export const adminPages = Object.fromEntries(
  ADMIN_SECTIONS.map(({ page }) => [
    page,
    lazyPage<object>(() =>
      import('../features/admin/AdminScreens.tsx').then((pages) => ({ default: pages[page] })),
    ),
  ]),
) as Record<AdminPage, ComponentType<object>>;
