import type Stripe from 'stripe';

/** What goes over the wire and into state.json. */
export type Json = string | number | boolean | null | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/**
 * A Stripe object as it travels as JSON, checked against the `stripe` package's own types: every
 * field is optional (we fill the ones we model and null most others), decimals are strings on the wire.
 * Building objects through this type catches misspelt fields and wrong shapes at compile time.
 */
export type Wire<T> = T extends Stripe.Decimal
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]?: Wire<T[K]> }
      : T;

/** The one place a typed wire object becomes plain JSON (for expansion, events and storage). */
export function toJson<T>(value: Wire<T>): JsonObject {
  return value as unknown as JsonObject;
}

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep copy through JSON: snapshots for events and persistence never share references. */
export function cloneJson<T extends Json>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function jsonEqual(a: Json | undefined, b: Json | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export type Metadata = Record<string, string>;
