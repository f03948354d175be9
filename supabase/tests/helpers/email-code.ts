import { setImmediate as nextTurn } from 'node:timers/promises';
import { emailTokenHash } from '@ice-sos/supabase-local/auth/secure-email-change';

/**
 * The one-time code behind an e-mailed link's token hash. Our confirmation and e-mail change mails
 * carry only the link, since no page of the app takes their code (docs/product.md#sign-in); Auth
 * still accepts the code with the address, as on hosted. Tests of that find the code the way the
 * server derives the hash from it (sha-256 of address and code): at most a million hashes, about
 * a second. The search gives the event loop a turn now and then, so the client's idle keep-alive
 * sockets see the server close them instead of failing the next request.
 */
export async function codeBehindTokenHash(address: string, tokenHash: string, length = 6): Promise<string> {
  for (let n = 0; n < 10 ** length; n += 1) {
    if (n % 20_000 === 0) await nextTurn();
    const code = String(n).padStart(length, '0');
    if (emailTokenHash(address, code) === tokenHash) return code;
  }
  throw new Error(`no ${length}-digit code behind the token hash ${tokenHash} for ${address}`);
}
