/**
 * Stripe's error answer: `{ error: { type, code?, message, param?, doc_url? } }` with Stripe's HTTP
 * statuses, so stripe-node raises the same error classes (StripeInvalidRequestError,
 * StripeCardError, StripeAuthenticationError, StripeIdempotencyError) as against Stripe.
 */
import type { JsonObject } from '../core/json';

export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  /** card errors name the failed charge and payment intent, like Stripe. */
  charge?: string;
  payment_intent?: JsonObject;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJson(): JsonObject {
    const error: JsonObject = { ...(this.body as unknown as JsonObject) };
    if (this.body.code) error.doc_url = `https://stripe.com/docs/error-codes/${this.body.code.replace(/_/g, '-')}`;
    return { error };
  }
}

/** The object names Stripe uses in "No such …" messages. */
export function resourceMissing(objectName: string, id: string, param = 'id', status = 404): ApiError {
  return new ApiError(status, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${objectName}: '${id}'`, param });
}

export function missingParam(param: string): ApiError {
  return new ApiError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: `Missing required param: ${param}.`, param });
}

export function invalidParam(param: string, message: string, code = 'parameter_invalid_string'): ApiError {
  return new ApiError(400, { type: 'invalid_request_error', code, message, param });
}

export function unknownParam(param: string): ApiError {
  return new ApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_unknown',
    message: `Received unknown parameter: ${param}`,
    param,
  });
}

export function invalidRequest(message: string, param?: string, code?: string): ApiError {
  return new ApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
}

export function unrecognizedUrl(method: string, path: string): ApiError {
  return new ApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}
