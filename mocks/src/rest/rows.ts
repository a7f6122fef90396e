import type { BackendContext } from '../context.ts';
import { http } from '../http.ts';
import { asCaller } from './caller.ts';
import { withoutBody } from './respond.ts';
import { selectResponse, updateResponse } from './table.ts';
import { perfisUsuariosTable, profilesTable, serviceProvidersTable } from './tables.ts';

/** profiles, perfis_usuarios and service_providers: select (GET/HEAD) and update (PATCH). */
export const rowHandlers = (ctx: BackendContext) => [
  http.get('/rest/v1/profiles', async ({ request, response }) =>
    response.untyped(
      await asCaller(ctx, request, (c) => selectResponse(ctx, profilesTable, c, request)),
    ),
  ),
  http.head('/rest/v1/profiles', async ({ request, response }) =>
    response.untyped(
      withoutBody(
        await asCaller(ctx, request, (c) => selectResponse(ctx, profilesTable, c, request, true)),
      ),
    ),
  ),
  http.patch('/rest/v1/profiles', async ({ request, response }) =>
    response.untyped(
      await asCaller(ctx, request, (c) => updateResponse(ctx, profilesTable, c, request)),
    ),
  ),
  http.get('/rest/v1/perfis_usuarios', async ({ request, response }) =>
    response.untyped(
      await asCaller(ctx, request, (c) => selectResponse(ctx, perfisUsuariosTable, c, request)),
    ),
  ),
  http.head('/rest/v1/perfis_usuarios', async ({ request, response }) =>
    response.untyped(
      withoutBody(
        await asCaller(ctx, request, (c) =>
          selectResponse(ctx, perfisUsuariosTable, c, request, true),
        ),
      ),
    ),
  ),
  http.get('/rest/v1/service_providers', async ({ request, response }) =>
    response.untyped(
      await asCaller(ctx, request, (c) => selectResponse(ctx, serviceProvidersTable, c, request)),
    ),
  ),
  http.patch('/rest/v1/service_providers', async ({ request, response }) =>
    response.untyped(
      await asCaller(ctx, request, (c) => updateResponse(ctx, serviceProvidersTable, c, request)),
    ),
  ),
];
