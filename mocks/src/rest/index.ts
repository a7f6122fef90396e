import type { BackendContext } from '../context.ts';
import { auditLogHandlers } from './audit-logs.ts';
import { rowHandlers } from './rows.ts';
import { rpcHandlers } from './rpc.ts';

/** Every /rest/v1 handler of one backend. */
export const restHandlers = (ctx: BackendContext) => [
  ...rowHandlers(ctx),
  ...auditLogHandlers(ctx),
  ...rpcHandlers(ctx),
];
