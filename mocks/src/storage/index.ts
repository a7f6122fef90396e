import type { BackendContext } from '../context.ts';
import { bucketHandlers } from './buckets.ts';
import { listHandlers } from './list.ts';
import { objectHandlers, objectWriteHandlers } from './objects.ts';
import { publicHandlers } from './public.ts';
import { signHandlers } from './sign.ts';

/**
 * Every /storage/v1 handler of one backend. Order matters: MSW takes the first match, and the
 * upload route (`/object/{bucket}/{any key}`) would otherwise swallow `/object/sign/...` and
 * `/object/list/...`, as the storage server's own routing prevents.
 */
export const storageHandlers = (ctx: BackendContext) => [
  ...bucketHandlers(ctx),
  ...signHandlers(ctx),
  ...listHandlers(ctx),
  ...publicHandlers(ctx),
  ...objectHandlers(ctx),
  ...objectWriteHandlers(ctx),
];
