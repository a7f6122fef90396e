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
