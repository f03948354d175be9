import type { App } from '@supabase/lite';
import type { Database } from './db/database';
import type { Mailbox } from './mail/mailbox';
import { compact, type AuthSettings } from './auth/auth-config';
import type { AuthMailer } from './auth/auth-mailer';
import { restCallerFromToken } from './http/rest-caller';

export interface LiteAppSettings {
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  siteUrl: string;
  auth: AuthSettings;
}

/** lite's telemetry belongs to its CLI, but it is switched off for the whole process regardless. */
export function disableLiteTelemetry(): void {
  process.env.LITE_TELEMETRY = '0';
  process.env.DO_NOT_TRACK = '1';
}

/**
 * Embeds @supabase/lite (GoTrue + PostgREST) on our database. `init()` plus
 * `ensureSystemSchema()` create the `auth` schema, which app migrations reference (FKs and
 * triggers on `auth.users`), so this must run before any migration.
 */
export async function createLiteApp(db: Database, mailbox: Mailbox, settings: LiteAppSettings, mailer: AuthMailer): Promise<App> {
  disableLiteTelemetry();
  const { App: LiteApp } = await import('@supabase/lite');
  const auth = compact({
    ...settings.auth,
    enabled: true,
    jwt_secret: settings.jwtSecret,
    publishable_key: settings.publishableKey,
    secret_key: settings.secretKey,
    site_url: settings.auth.site_url ?? settings.siteUrl,
    // Off, the Supabase CLI's default, unless the settings say otherwise (server.ts settles it from
    // config.toml and SUPABASE_LOCAL_AUTOCONFIRM).
    email: { enable_confirmations: false, ...compact(settings.auth.email ?? {}) },
  });
  const app = new LiteApp({
    connection: db.liteConnection,
    auth,
    options: {
      server: { admin: false, disableStudio: true, middlewares: [restCallerFromToken(settings.jwtSecret)] },
      drivers: { email: mailbox.authEmailDriver(), sms: mailbox.authSmsDriver() },
    },
  } as ConstructorParameters<typeof LiteApp>[0]);
  // lite builds its auth service per request with `app._mailer ?? <its own mailer>`; ours renders
  // config.toml's templates and the links hosted Supabase sends (auth/auth-mailer.ts).
  (app as unknown as { _mailer: AuthMailer })._mailer = mailer;
  await app.init();
  await app.ensureSystemSchema();
  return app as App;
}

/**
 * lite grants its API roles what row-level security needs on the first request that runs as one
 * of them (its connection's ensureRlsContext), and marks that done only after a first query. Two
 * such requests at once both grant, and on PostgreSQL one fails with "tuple concurrently updated"
 * (XX000, answered 500): 12 requests at once on a fresh server failed 3 times in 3. This does it
 * once, before the server takes a request.
 */
export async function grantLiteRolesOnce(db: Database): Promise<void> {
  await (db.liteConnection as unknown as { ensureRlsContext?(): Promise<boolean> }).ensureRlsContext?.();
}

/** After DDL, lite must re-read the catalog or new tables answer PGRST205. */
export async function refreshLiteSchema(app: App): Promise<void> {
  await (app.connection as { clearSchemaCache(): Promise<void> }).clearSchemaCache();
}
