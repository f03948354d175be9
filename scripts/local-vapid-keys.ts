/**
 * Local Web Push keys for `npm run dev` and `npm start` (scripts/run-with-backend.ts). Browsers
 * subscribe with the public key, so it must stay the same across restarts or every subscription
 * stops working: when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset, a pair is generated once
 * and kept in .data/vapid.json (git-ignored, readable by this user only), then handed to Next and
 * the dispatcher through their environment. Production sets its own keys as secrets (README).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { isVapidPublicKey } from '../lib/notify/push-config';

type StoredKeys = { publicKey: string; privateKey: string; subject: string };

function readStored(file: string): StoredKeys | null {
  if (!existsSync(file)) return null;
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredKeys>;
    if (typeof stored.publicKey === 'string' && isVapidPublicKey(stored.publicKey) && typeof stored.privateKey === 'string' && typeof stored.subject === 'string') {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: stored.subject };
    }
  } catch {
    // A damaged file is replaced below; the browsers subscribed with it subscribe again.
  }
  console.warn(`${file} is unreadable: generating new Web Push keys (switch alerts on again in each browser)`);
  return null;
}

/** Sets VAPID_* in `env` from .data/vapid.json (generating it first) unless the keys are already set. */
export function ensureLocalVapidKeys(root: string, env: NodeJS.ProcessEnv): void {
  if (env.VAPID_PUBLIC_KEY?.trim() || env.VAPID_PRIVATE_KEY?.trim()) return;
  const file = path.join(root, '.data', 'vapid.json');
  let keys = readStored(file);
  if (!keys) {
    const pair = webpush.generateVAPIDKeys();
    const contact = env.NEXT_PUBLIC_SUPPORT_EMAIL?.trim() || 'sos-alerts@localhost';
    keys = { ...pair, subject: `mailto:${contact}` };
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    console.log(`Generated local Web Push (VAPID) keys in ${path.relative(root, file)}`);
  }
  env.VAPID_PUBLIC_KEY = keys.publicKey;
  env.VAPID_PRIVATE_KEY = keys.privateKey;
  env.VAPID_SUBJECT = env.VAPID_SUBJECT?.trim() || keys.subject;
}
