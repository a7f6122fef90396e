/**
 * The one route table: `app/AppRoutes.tsx` mounts these paths and every link reads them, so no
 * path is typed twice.
 */
export const PATHS = {
  home: '/',
  signIn: '/auth/signin',
  signUp: '/auth/signup',
  forgotPassword: '/auth/esqueci-senha',
  newPassword: '/auth/nova-senha',
  blog: '/blog',
  providerRegistration: '/service-provider-registration',
  providerLogin: '/service-provider-login',
  providerDashboard: '/service-provider-dashboard',
  boatOwners: '/boat-owners',
  boatOwnerBoats: '/boat-owners/barcos',
  boatOwnerTours: '/boat-owners/passeios',
  boatOwnerDepartures: '/boat-owners/saidas',
  boatOwnerRevenue: '/boat-owners/receita',
  /** The reviews of the boat owner's tours, to answer. */
  boatOwnerReviews: '/boat-owners/avaliacoes',
  fileUpload: '/file-upload',
  adminLogin: '/admin/login',
  admin: '/admin',
  /** Pagamentos que precisam de atenção: linked from the Painel and the sales report. */
  adminPayments: '/admin/payments',
  demoMailbox: '/demo/caixa-de-entrada',
  tours: '/passeios',
  myBookings: '/minhas-reservas',
  /** The directory of service providers (guides, transfers, …). */
  providers: '/prestadores',
  /** The requests the signed-in person sent to service providers. */
  myRequests: '/minhas-solicitacoes',
} as const;

/** Route patterns built on the paths above (a page's parameters, a section's sub-pages). */
export const ROUTE_PATTERNS = {
  article: `${PATHS.blog}/:id`,
  boatOwners: `${PATHS.boatOwners}/*`,
  boatOwnerManifest: `${PATHS.boatOwners}/saidas/:id/passageiros`,
  tour: '/passeios/:slug',
  /** A service provider's public page. */
  provider: '/prestadores/:slug',
  /** The seat map of one departure, opened on its own page (links, the way back from sign-in). */
  bookDeparture: '/reservar/:departureId',
  /** One booking of the signed-in person: checkout, payment, voucher. */
  booking: `${PATHS.myBookings}/:bookingId`,
} as const;

/** A location's path as the route table and the prerendered pages name it: no trailing slash. */
export const pagePath = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** `/reservar/<id>`, with the party and seats kept in the query when given. */
export const bookDeparturePath = (departureId: string, query = '') =>
  `/reservar/${encodeURIComponent(departureId)}${query ? `?${query}` : ''}`;

/** `/prestadores/<slug>`: a service provider's public page. */
export const providerPath = (slug: string) => `/prestadores/${encodeURIComponent(slug)}`;

/** `/minhas-reservas/<id>`. */
export const bookingPath = (bookingId: string) =>
  `${PATHS.myBookings}/${encodeURIComponent(bookingId)}`;

/** The admin area's sections, in the order of its side navigation. */
export const ADMIN_SECTIONS = [
  { page: 'AdminDashboardScreen', path: `${PATHS.admin}/dashboard`, label: 'Painel' },
  { page: 'AdminUsersScreen', path: `${PATHS.admin}/users`, label: 'Usuários' },
  { page: 'AdminBoatOwnersScreen', path: `${PATHS.admin}/boat-owners`, label: 'Donos de barco' },
  { page: 'AdminToursScreen', path: `${PATHS.admin}/tours`, label: 'Passeios' },
  { page: 'AdminServicesScreen', path: `${PATHS.admin}/services`, label: 'Serviços' },
  { page: 'AdminReviewsScreen', path: `${PATHS.admin}/reviews`, label: 'Avaliações' },
  {
    page: 'AdminSalesReportScreen',
    path: `${PATHS.admin}/sales-report`,
    label: 'Relatório de vendas',
  },
  { page: 'AdminPaymentsScreen', path: PATHS.adminPayments, label: 'Pagamentos' },
  { page: 'AdminContentScreen', path: `${PATHS.admin}/content`, label: 'Conteúdo' },
  { page: 'AdminMediaScreen', path: `${PATHS.admin}/media`, label: 'Mídia' },
  { page: 'AdminAuditLogsScreen', path: `${PATHS.admin}/audit-logs`, label: 'Auditoria' },
  {
    page: 'AdminBlockedUsersScreen',
    path: `${PATHS.admin}/blocked-users`,
    label: 'Usuários bloqueados',
  },
  { page: 'AdminSettingsScreen', path: `${PATHS.admin}/settings`, label: 'Configurações' },
] as const;

export const NEW_PASSWORD_PATH = PATHS.newPassword;

/** Where each role belongs after sign-in when no origin was remembered. */
export function homeForRole(role: string | null): string {
  switch (role) {
    case 'admin':
      return PATHS.admin;
    case 'boat_owner':
      return PATHS.boatOwners;
    case 'service_provider':
      return PATHS.providerDashboard;
    default:
      return PATHS.home;
  }
}

/** `/auth/signup?perfil=barco` opens the sign-up with the boat-owner choice made. */
export const SIGN_UP_PROFILE = { param: 'perfil', boatOwner: 'barco' } as const;
export const BOAT_OWNER_SIGN_UP = `${PATHS.signUp}?${SIGN_UP_PROFILE.param}=${SIGN_UP_PROFILE.boatOwner}`;
