/**
 * Fixed local defaults of the embedded Supabase-compatible server. They are NOT secrets: they only
 * open the local development database. The same values sit in the root `.env`, so the app and the
 * server agree even when one of them runs without that file. Env vars override every value here.
 */
export const LOCAL_DEFAULTS = {
  /** The Supabase CLI's local API port. */
  port: 54321,
  host: '127.0.0.1',
  publishableKey: 'sb_publishable_kofDqDQojWv-hNMZzkqTb3_ryFCJK1z',
  secretKey: 'sb_secret_FK6iG7NjoD4_dbhhyszard_qT7LGjc2',
  /** The Supabase CLI's well-known local JWT secret (HS256). */
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  /** Access-token lifetime in seconds (hosted default). */
  jwtExpiry: 3600,
  /** File-backed PGlite directory, relative to the project root. */
  dataDir: '.data/pglite',
  siteUrl: 'http://localhost:3000',
  /** `[auth.email] max_frequency` when config.toml sets none (hosted Supabase's 60 s). */
  emailMaxFrequency: '60s',
  /** Request bodies above this are answered with 413 (Supabase's API gateway also caps bodies). */
  maxBodyBytes: 8 * 1024 * 1024,
  /**
   * PostgreSQL connections of the realtime server, apart from lite's (db/database.ts
   * openServiceDatabase): its joins' policy checks, its outbox reads; LISTEN has one of its own.
   */
  realtimePoolSize: 4,
} as const;

/** The application_name of the realtime server's PostgreSQL connections (pg_stat_activity). */
export const REALTIME_CONNECTION_NAME = 'supabase-local realtime';

/** Env var names read by the server; the app reads the same NEXT_PUBLIC_* names. */
export const ENV = {
  port: 'SUPABASE_LOCAL_PORT',
  publishableKey: 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY',
  secretKey: 'SUPABASE_SECRET_KEY',
  jwtSecret: 'SUPABASE_JWT_SECRET',
  databaseUrl: 'DATABASE_URL',
  dataDir: 'SUPABASE_LOCAL_DATA_DIR',
  siteUrl: 'NEXT_PUBLIC_SITE_URL',
  /** Overrides `[auth.email] max_frequency` (a Go duration, `0s` = no throttling), e.g. for tests. */
  emailMaxFrequency: 'SUPABASE_LOCAL_EMAIL_MAX_FREQUENCY',
  /**
   * Multiplies every `[auth.rate_limit]` value (default 1 = the configured limits). For test
   * suites only: they sign in hundreds of times from one address.
   */
  authRateLimitScale: 'SUPABASE_LOCAL_AUTH_RATE_LIMIT_SCALE',
  /**
   * `1` (or `true`) confirms e-mail sign-ups at once, whatever `[auth.email] enable_confirmations`
   * says: `signUp` answers with a session, as GoTrue with mailer autoconfirm. For test suites and
   * scripts that need instant accounts; `npm run dev`, `npm start` and the e2e server leave it unset.
   */
  autoconfirm: 'SUPABASE_LOCAL_AUTOCONFIRM',
  supabaseUrl: 'NEXT_PUBLIC_SUPABASE_URL',
} as const;
