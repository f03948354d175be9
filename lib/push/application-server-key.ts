/**
 * The VAPID public key as PushManager.subscribe wants it (bytes), and whether a browser's existing
 * subscription was made with it. A subscription made with another key (the site's keys were
 * replaced) is refused by the push service for our messages, so the browser subscribes again.
 */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function madeWithKey(existing: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!existing) return false;
  const bytes = new Uint8Array(existing);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}
