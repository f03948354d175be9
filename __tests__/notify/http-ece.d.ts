/** http_ece (web-push's own RFC 8188 implementation) has no types; the tests use decrypt only. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
