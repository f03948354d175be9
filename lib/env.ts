import { z } from 'zod';

/**
 * The environment, validated once. NEXT_PUBLIC_ variables are inlined into the browser bundle,
 * so each is read with a literal `process.env.NEXT_PUBLIC_…` expression (Next only inlines those).
 * Server variables never reach the browser. Local defaults live in `.env`; every variable is
 * documented in `.env.example`.
 */

const supabaseKey = (prefix: 'sb_publishable_' | 'sb_secret_', legacyRole: string) =>
  z
    .string()
    .min(1)
    .refine(
      (value) => value.startsWith(prefix) || isLegacyJwtKey(value, legacyRole),
      `must be a ${prefix}… key (or a legacy ${legacyRole} JWT)`,
    );

export const publicEnvSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.url({ protocol: /^https?$/ }),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: supabaseKey('sb_publishable_', 'anon'),
  NEXT_PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }),
  NEXT_PUBLIC_PRODUCT_NAME: z.string().trim().min(1),
});

export const serverEnvSchema = publicEnvSchema.extend({
  SUPABASE_SECRET_KEY: supabaseKey('sb_secret_', 'service_role'),
  // The one-time secret that lets a signed-in user become the first admin at /admin-setup.
  // Optional: without it, admin setup is switched off (safer than a guessable default).
  ADMIN_SETUP_TOKEN: z.string().trim().min(12, 'must be at least 12 characters').optional(),
  // The header the platform (or our local front) sets to the visitor's address (lib/rate-limit.ts).
  CLIENT_ADDRESS_HEADER: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name').optional(),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;
export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Set these variables (see .env.example for each one and its local default).',
    );
    this.name = 'EnvError';
  }
}

export function parseEnv<S extends z.ZodObject>(schema: S, source: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  // One line per variable, even when several checks failed on it.
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '(unknown)');
    if (problems.has(name)) continue;
    const missing = source[name] === undefined || source[name] === '';
    problems.set(name, missing ? `${name} is missing` : `${name} is malformed: ${issue.message}`);
  }
  throw new EnvError([...problems.values()]);
}

export function loadPublicEnv(): PublicEnv {
  return parseEnv(publicEnvSchema, {
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_PRODUCT_NAME: process.env.NEXT_PUBLIC_PRODUCT_NAME,
  });
}

/** Server-side only: includes secrets. Throws an EnvError naming every bad variable. */
export function loadServerEnv(): ServerEnv {
  return parseEnv(serverEnvSchema, {
    ...loadPublicEnv(),
    SUPABASE_SECRET_KEY: process.env.SUPABASE_SECRET_KEY,
    ADMIN_SETUP_TOKEN: process.env.ADMIN_SETUP_TOKEN || undefined,
    CLIENT_ADDRESS_HEADER: process.env.CLIENT_ADDRESS_HEADER || undefined,
  });
}

function isLegacyJwtKey(value: string, role: string): boolean {
  const parts = value.split('.');
  if (parts.length !== 3) return false;
  try {
    const payload = JSON.parse(atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return payload.role === role;
  } catch {
    return false;
  }
}
