import path from 'node:path';
import { loadEnvConfig } from '@next/env';

// The same .env/.env.local the app and the local server read, so tests talk to the same backend.
loadEnvConfig(path.resolve(__dirname, '..', '..'), false, { info: () => undefined, error: console.error });

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is missing for the e2e tests (see .env.example)`);
  return value;
}

export const supabaseUrl = required('NEXT_PUBLIC_SUPABASE_URL');
export const publishableKey = required('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY');
export const adminSetupToken = required('ADMIN_SETUP_TOKEN');
export const productName = required('NEXT_PUBLIC_PRODUCT_NAME');

/** Where the app under test answers (playwright.config.ts's baseURL), for calls made outside a page. */
export const appUrl = `http://localhost:${process.env.PORT ?? '3000'}`;
