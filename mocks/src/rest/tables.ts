import type { TableDef } from './table.ts';

const TIMESTAMPS = ['created_at', 'updated_at'];
const BUSINESS_TYPES = ['guia', 'transfer', 'restaurante', 'hospedagem', 'passeio'];

/** Own row, or any row for admins (and the service role, which bypasses RLS). */
const ownOrAdmin: TableDef['canSelect'] = (caller, row) =>
  caller.kind === 'service' || caller.isAdmin || row.id === caller.id;
const ownOnly: TableDef['canUpdate'] = (caller, row) =>
  caller.kind === 'service' || row.id === caller.id;

export const profilesTable: TableDef = {
  name: 'profiles',
  columns: ['id', 'nome', 'full_name', 'cidade', 'telefone', 'bio', 'avatar_url', ...TIMESTAMPS],
  uuidColumns: ['id'],
  notNull: ['id', 'nome', 'full_name', 'cidade', ...TIMESTAMPS],
  readOnly: [],
  canSelect: ownOrAdmin,
  canUpdate: ownOnly,
};

export const perfisUsuariosTable: TableDef = {
  name: 'perfis_usuarios',
  columns: ['id', 'role', 'name', 'email', ...TIMESTAMPS],
  uuidColumns: ['id'],
  notNull: ['id', 'role', 'name', 'email', ...TIMESTAMPS],
  readOnly: [],
  canSelect: ownOrAdmin,
  // Read-only through the API: roles change only through create_admin_user and the trigger.
  canUpdate: (caller) => caller.kind === 'service',
};

export const serviceProvidersTable: TableDef = {
  name: 'service_providers',
  columns: [
    'id',
    'business_name',
    'business_type',
    'cadastur',
    'whatsapp',
    'cidade',
    ...TIMESTAMPS,
  ],
  uuidColumns: ['id'],
  notNull: [
    'id',
    'business_name',
    'business_type',
    'cadastur',
    'whatsapp',
    'cidade',
    ...TIMESTAMPS,
  ],
  readOnly: [],
  violatedCheck: (row) =>
    BUSINESS_TYPES.includes(String(row.business_type))
      ? null
      : 'service_providers_business_type_check',
  canSelect: ownOrAdmin,
  canUpdate: ownOnly,
};

export const auditLogsTable: TableDef = {
  name: 'audit_logs',
  columns: ['id', 'actor_id', 'action', 'target', 'details', 'created_at'],
  uuidColumns: ['actor_id'],
  notNull: ['id', 'action', 'target', 'details', 'created_at'],
  readOnly: ['id'],
  canSelect: (caller) => caller.kind === 'service' || caller.isAdmin,
  canUpdate: () => false,
};
