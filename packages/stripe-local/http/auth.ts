/** Stripe's key check: `Authorization: Bearer <key>` (or HTTP Basic with the key as user name, as curl -u sends it). */
import { ApiError } from './errors';

function presented(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return '';
}

function redact(key: string): string {
  return key.length > 8 ? `${key.slice(0, key.indexOf('_', 3) + 1)}${'*'.repeat(Math.max(4, key.length - key.indexOf('_', 3) - 5))}${key.slice(-4)}` : key;
}

export function checkKey(header: string | undefined, secretKey: string): ApiError | null {
  const key = presented(header);
  if (key === null || key === '')
    return new ApiError(401, {
      type: 'invalid_request_error',
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    });
  if (key !== secretKey) return new ApiError(401, { type: 'invalid_request_error', code: 'api_key_invalid', message: `Invalid API Key provided: ${redact(key)}` });
  return null;
}
