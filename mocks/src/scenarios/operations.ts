/** Every operation of openapi/supabase.yaml: where it lives and which service answers it. */
export const OPERATIONS = {
  authToken: { method: 'post', path: '/auth/v1/token', service: 'auth' },
  authSignUp: { method: 'post', path: '/auth/v1/signup', service: 'auth' },
  authLogout: { method: 'post', path: '/auth/v1/logout', service: 'auth' },
  authGetUser: { method: 'get', path: '/auth/v1/user', service: 'auth' },
  authUpdateUser: { method: 'put', path: '/auth/v1/user', service: 'auth' },
  authRecover: { method: 'post', path: '/auth/v1/recover', service: 'auth' },
  authOtp: { method: 'post', path: '/auth/v1/otp', service: 'auth' },
  authVerify: { method: 'post', path: '/auth/v1/verify', service: 'auth' },
  authResend: { method: 'post', path: '/auth/v1/resend', service: 'auth' },
  getAuthSettings: { method: 'get', path: '/auth/v1/settings', service: 'auth' },
  authJwks: { method: 'get', path: '/auth/v1/.well-known/jwks.json', service: 'auth' },
  selectProfiles: { method: 'get', path: '/rest/v1/profiles', service: 'rest' },
  countProfiles: { method: 'head', path: '/rest/v1/profiles', service: 'rest' },
  updateProfiles: { method: 'patch', path: '/rest/v1/profiles', service: 'rest' },
  selectPerfisUsuarios: { method: 'get', path: '/rest/v1/perfis_usuarios', service: 'rest' },
  countPerfisUsuarios: { method: 'head', path: '/rest/v1/perfis_usuarios', service: 'rest' },
  selectServiceProviders: { method: 'get', path: '/rest/v1/service_providers', service: 'rest' },
  updateServiceProviders: { method: 'patch', path: '/rest/v1/service_providers', service: 'rest' },
  selectAuditLogs: { method: 'get', path: '/rest/v1/audit_logs', service: 'rest' },
  insertAuditLog: { method: 'post', path: '/rest/v1/audit_logs', service: 'rest' },
  rpcGetUserRole: { method: 'post', path: '/rest/v1/rpc/get_user_role', service: 'rest' },
  rpcCreateAdminUser: { method: 'post', path: '/rest/v1/rpc/create_admin_user', service: 'rest' },
  listBuckets: { method: 'get', path: '/storage/v1/bucket', service: 'storage' },
  createBucket: { method: 'post', path: '/storage/v1/bucket', service: 'storage' },
  getBucket: { method: 'get', path: '/storage/v1/bucket/{bucketId}', service: 'storage' },
  updateBucket: { method: 'put', path: '/storage/v1/bucket/{bucketId}', service: 'storage' },
  deleteBucket: { method: 'delete', path: '/storage/v1/bucket/{bucketId}', service: 'storage' },
  emptyBucket: { method: 'post', path: '/storage/v1/bucket/{bucketId}/empty', service: 'storage' },
  uploadObject: {
    method: 'post',
    path: '/storage/v1/object/{bucketName}/{wildcard}',
    service: 'storage',
  },
  updateObject: {
    method: 'put',
    path: '/storage/v1/object/{bucketName}/{wildcard}',
    service: 'storage',
  },
  removeObjects: { method: 'delete', path: '/storage/v1/object/{bucketName}', service: 'storage' },
  moveObject: { method: 'post', path: '/storage/v1/object/move', service: 'storage' },
  copyObject: { method: 'post', path: '/storage/v1/object/copy', service: 'storage' },
  signObject: {
    method: 'post',
    path: '/storage/v1/object/sign/{bucketName}/{wildcard}',
    service: 'storage',
  },
  getSignedObject: {
    method: 'get',
    path: '/storage/v1/object/sign/{bucketName}/{wildcard}',
    service: 'storage',
  },
  signObjects: { method: 'post', path: '/storage/v1/object/sign/{bucketName}', service: 'storage' },
  listObjects: { method: 'post', path: '/storage/v1/object/list/{bucketName}', service: 'storage' },
  getPublicObject: {
    method: 'get',
    path: '/storage/v1/object/public/{bucketName}/{wildcard}',
    service: 'storage',
  },
  renderPublicImage: {
    method: 'get',
    path: '/storage/v1/render/image/public/{bucketName}/{wildcard}',
    service: 'storage',
  },
} as const;

export type OperationId = keyof typeof OPERATIONS;

/** The MSW pattern of an OpenAPI path (`{wildcard}` spans slashes, like an object key). */
export const mswPattern = (path: string) =>
  path.replace('{wildcard}', ':wildcard(.+)').replace(/\{(\w+)\}/g, ':$1');
