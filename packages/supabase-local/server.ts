import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { App } from '@supabase/lite';
import { ENV, LOCAL_DEFAULTS, REALTIME_CONNECTION_NAME } from './constants';
import { defaultPaths, projectRoot } from './project-paths';
import { openDatabase, openServiceDatabase, isPostgresUrl, type Database, type DatabaseHandle } from './db/database';
import { bootstrapDatabase } from './db/bootstrap';
import { applyMigrations, runSeeds } from './db/migrations';
import { createLiteApp, grantLiteRolesOnce, refreshLiteSchema } from './lite-app';
import { emailConfirmationsRequired, parseGoDuration, readAuthEmailSettings, readAuthRateLimits, readAuthSettings, readMfaSettings } from './auth/auth-config';
import { AuthMailer } from './auth/auth-mailer';
import { EmailTemplates } from './auth/email-templates';
import { EmailThrottle } from './auth/email-throttle';
import { AuthRateLimiter, rateLimitScale } from './auth/rate-limits';
import { Mailbox } from './mail/mailbox';
import { PushInbox } from './mail/push-inbox';
import { FunctionRegistry } from './functions/function-registry';
import { loadFunctionsConfig, type FunctionSettings } from './functions/functions-config';
import { setFunctionEnv } from './functions/deno-shim';
import { ColumnValues } from './http/column-values';
import { RpcRowArguments } from './http/rpc-row-arguments';
import { CsvRepresentation } from './http/csv-representation';
import { createRequestHandler } from './http/router';
import { DEFAULT_MINIMUM_PASSWORD_LENGTH } from './auth/password-strength';
import { RealtimeServer } from './realtime/realtime-server';
import { InFlightRequests } from './http/in-flight-requests';

/**
 * Every path and the PGlite directory default to the served project's: the working directory, or
 * $SUPABASE_LOCAL_PROJECT_DIR (project-paths.ts).
 */
export interface LocalServerOptions {
  /** 0 picks a free port. Default: $SUPABASE_LOCAL_PORT or 54321. */
  port?: number;
  host?: string;
  /** `memory://`, a PGlite directory, or a postgres:// URL. Default: $DATABASE_URL or `.data/pglite`. */
  database?: string;
  /** Applied in file-name order across all directories. Default: `supabase/migrations`. */
  migrationsDirs?: string[];
  /** Run once, on a database that had no migration recorded. Default: `supabase/seed.sql`. */
  seedFiles?: string[];
  /** `<dir>/<name>/index.ts` serves `/functions/v1/<name>`. Default: `supabase/functions`. */
  functionsDirs?: string[];
  /** Supabase CLI config (`[auth]`, `[functions.<name>]`). Default: `supabase/config.toml`. */
  configFile?: string | null;
  /** Per-function settings layered over config.toml (tests use it for fixture functions). */
  functions?: Record<string, FunctionSettings>;
  publishableKey?: string;
  secretKey?: string;
  jwtSecret?: string;
  siteUrl?: string;
  /** `[auth.email] max_frequency` override (Go duration); default $SUPABASE_LOCAL_EMAIL_MAX_FREQUENCY, then config.toml. */
  emailMaxFrequency?: string;
  /**
   * Confirms e-mail sign-ups at once over config.toml's `[auth.email] enable_confirmations`;
   * default $SUPABASE_LOCAL_AUTOCONFIRM (`1`), then config.toml.
   */
  autoconfirm?: boolean;
  /** Multiplies every `[auth.rate_limit]` value; default $SUPABASE_LOCAL_AUTH_RATE_LIMIT_SCALE, then 1. */
  authRateLimitScale?: number;
  maxBodyBytes?: number;
  /** No request log lines (errors still go to stderr). */
  quiet?: boolean;
  log?: (line: string) => void;
}

export interface LocalServer {
  url: string;
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  /** Where the app's own e-mails and SMS go locally (a later issue adds real adapters). */
  mailbox: Mailbox;
  /** What the local push service stand-in (`/_push`) accepted: the app's Web Push, sent here locally. */
  pushInbox: PushInbox;
  db: Database;
  stop(): Promise<void>;
}

export function defaultDatabaseLocation(): string {
  return process.env[ENV.databaseUrl] || process.env[ENV.dataDir] || path.join(projectRoot(), LOCAL_DEFAULTS.dataDir);
}

export async function startLocalServer(options: LocalServerOptions = {}): Promise<LocalServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const settings = {
    publishableKey: options.publishableKey ?? process.env[ENV.publishableKey] ?? LOCAL_DEFAULTS.publishableKey,
    secretKey: options.secretKey ?? process.env[ENV.secretKey] ?? LOCAL_DEFAULTS.secretKey,
    jwtSecret: options.jwtSecret ?? process.env[ENV.jwtSecret] ?? LOCAL_DEFAULTS.jwtSecret,
    siteUrl: options.siteUrl ?? process.env[ENV.siteUrl] ?? LOCAL_DEFAULTS.siteUrl,
  };
  const configFile = options.configFile === undefined ? defaultPaths().configFile : options.configFile;
  const databaseUrl = options.database ?? defaultDatabaseLocation();
  const mailbox = new Mailbox();
  const pushInbox = new PushInbox();
  const configuredAuth = readAuthSettings(configFile);
  const emailConfirmations = emailConfirmationsRequired(configuredAuth, options.autoconfirm ?? process.env[ENV.autoconfirm]);
  const authSettings = { ...configuredAuth, email: { ...configuredAuth.email, enable_confirmations: emailConfirmations } };
  const emailSettings = readAuthEmailSettings(configFile);
  const siteUrl = authSettings.site_url ?? settings.siteUrl;
  const maxFrequencyMs = parseGoDuration(
    options.emailMaxFrequency ?? process.env[ENV.emailMaxFrequency] ?? emailSettings.max_frequency ?? LOCAL_DEFAULTS.emailMaxFrequency,
  );
  const templates = new EmailTemplates(emailSettings.templates);
  let url = '';

  const db = await openDatabase({ url: databaseUrl });
  const requestsInFlight = new InFlightRequests();
  const mailer = new AuthMailer({ mailbox, templates, db, siteUrl, apiUrl: () => url });
  let app: App;
  let realtime: RealtimeServer | undefined;
  let realtimeDb: DatabaseHandle | undefined;
  try {
    app = await createLiteApp(db, mailbox, { ...settings, auth: authSettings }, mailer);
    await bootstrapDatabase(db);
    const outcome = await applyMigrations(db, options.migrationsDirs ?? [defaultPaths().migrationsDir]);
    if (outcome.freshDatabase) await runSeeds(db, options.seedFiles ?? [defaultPaths().seedFile]);
    await refreshLiteSchema(app);
    await grantLiteRolesOnce(db);
    if (outcome.applied.length > 0 && !options.quiet) log(`applied migrations: ${outcome.applied.join(', ')}`);
    realtimeDb = await openServiceDatabase(db, databaseUrl, { name: REALTIME_CONNECTION_NAME, maxConnections: LOCAL_DEFAULTS.realtimePoolSize });
    realtime = new RealtimeServer({
      db: realtimeDb,
      jwtSecret: settings.jwtSecret,
      apiKeys: settings,
      log,
      // At most 3 ms: a slow request elsewhere must not hold an alarm's family back.
      beforeDelivery: isPostgresUrl(databaseUrl) ? () => requestsInFlight.settled(3) : undefined,
    });
    await realtime.start();
  } catch (error) {
    await realtime?.stop().catch(() => undefined);
    if (realtimeDb !== db) await realtimeDb?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }

  const jwtSecretBytes = new TextEncoder().encode(settings.jwtSecret);
  const registry = new FunctionRegistry(options.functionsDirs ?? [defaultPaths().functionsDir]);
  const handle = createRequestHandler({
    app,
    mailbox,
    pushInbox,
    realtime: realtime as RealtimeServer,
    apiKeys: { publishableKey: settings.publishableKey, secretKey: settings.secretKey },
    maxBodyBytes: options.maxBodyBytes ?? LOCAL_DEFAULTS.maxBodyBytes,
    columnValues: new ColumnValues(db),
    rpcRowArguments: new RpcRowArguments(db),
    csv: new CsvRepresentation(db),
    functions: { registry, config: loadFunctionsConfig(configFile, options.functions), jwtSecret: jwtSecretBytes },
    auth: {
      db,
      throttle: new EmailThrottle(db, maxFrequencyMs),
      limiter: new AuthRateLimiter(readAuthRateLimits(configFile), rateLimitScale(options.authRateLimitScale ?? process.env[ENV.authRateLimitScale])),
      jwtSecret: jwtSecretBytes,
      refreshTokenReuseSeconds: authSettings.refresh_token_reuse_interval ?? 10,
      issuer: () => `${url}/auth/v1`,
      secretKey: settings.secretKey,
      mfa: readMfaSettings(configFile),
      jwtExpirySeconds: authSettings.jwt_expiry ?? 3600,
      anonymousSignIns: authSettings.enable_anonymous_sign_ins === true,
      signupEnabled: authSettings.enable_signup !== false,
      emailConfirmations,
      confirmationMail: { mailer, otpLength: authSettings.email.otp_length ?? 6 },
      // GoTrue's default when config.toml leaves it out.
      minimumPasswordLength: authSettings.minimum_password_length ?? DEFAULT_MINIMUM_PASSWORD_LENGTH,
      publishableKey: settings.publishableKey,
      siteUrl,
      allowList: authSettings.additional_redirect_urls ?? [],
      // Lite's default, like GoTrue's: on unless config.toml says false.
      secureEmailChange: authSettings.email?.double_confirm_changes === false ? null : { otpExpirySeconds: authSettings.email?.otp_expiry ?? 3600 },
    },
    log: options.quiet ? null : log,
  });

  // PGlite runs in this thread, so a request's queries stop everything else while they run. A
  // request therefore starts only once the database broadcasts already committed have been handed
  // to their sockets: an alarm's family are not kept waiting behind the next request (for one,
  // the dispatcher writing that alarm's 5,000 family rows). PostgreSQL runs elsewhere: no wait;
  // its requests are counted instead, so a fan-out lets them answer first (in-flight-requests.ts).
  const realtimeServer = realtime as RealtimeServer;
  const handleAfterBroadcasts: typeof handle = isPostgresUrl(databaseUrl)
    ? (req, res) => requestsInFlight.track(handle(req, res))
    : async (req, res) => {
        await realtimeServer.broadcastsDelivered();
        return handle(req, res);
      };
  const server = http.createServer(handleAfterBroadcasts);
  server.on('upgrade', (req, socket, head) => realtime?.handleUpgrade(req, socket, head));
  const host = options.host ?? LOCAL_DEFAULTS.host;
  const port = options.port ?? Number(process.env[ENV.port] ?? LOCAL_DEFAULTS.port);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  url = `http://${host}:${boundPort}`;

  setFunctionEnv({
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: settings.publishableKey,
    SUPABASE_PUBLISHABLE_KEY: settings.publishableKey,
    SUPABASE_SERVICE_ROLE_KEY: settings.secretKey,
    SUPABASE_SECRET_KEY: settings.secretKey,
    // Only a real server has a URL other processes can connect to; PGlite lives in this process.
    SUPABASE_DB_URL: isPostgresUrl(databaseUrl) ? databaseUrl : undefined,
  });

  let stopped = false;
  return {
    url,
    ...settings,
    mailbox,
    pushInbox,
    db,
    async stop() {
      if (stopped) return;
      stopped = true;
      await realtime?.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (realtimeDb !== db) await realtimeDb?.close();
      await db.close();
    },
  };
}

/** Deletes a PGlite directory (db:reset); a postgres:// database is emptied by `resetPostgres`. */
export async function wipePgliteDirectory(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
