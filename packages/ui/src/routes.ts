/** Paths the screens link to; the route table in apps/site mounts the same ones. */
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
  fileUpload: '/file-upload',
  adminLogin: '/admin/login',
  admin: '/admin',
  demoMailbox: '/demo/caixa-de-entrada',
} as const;

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
