export { RequireAuth, type RedirectState } from './RequireAuth.tsx';
export { RequireAdmin } from './RequireAdmin.tsx';
export { AccessDenied } from './AccessDenied.tsx';
export { RoleCheckFailed } from './RoleCheckFailed.tsx';
