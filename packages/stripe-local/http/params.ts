/**
 * Typed reads of a parsed form, with Stripe's error messages and parameter paths
 * (`line_items[0][price]`), so a wrong request gets the 400 Stripe would give.
 */
import type { Metadata } from '../core/json';
import { invalidParam, invalidRequest, missingParam, unknownParam } from './errors';
import type { Param, ParamObject } from './form';

export class Params {
  constructor(
    readonly raw: ParamObject,
    /** The path of this object in the request, for messages: '' at the top, `line_items[0]` below. */
    readonly path = '',
  ) {}

  name(key: string): string {
    return this.path ? `${this.path}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined;
  }

  /** Stripe refuses parameters it does not know; so do we, for the ones Stripe does not know either. */
  allowOnly(keys: readonly string[]): void {
    for (const key of Object.keys(this.raw)) if (!keys.includes(key)) throw unknownParam(this.name(key));
  }

  string(key: string): string | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidParam(this.name(key), `Invalid string: ${describe(value)}`);
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === '') throw missingParam(this.name(key));
    return value;
  }

  /** '' means "unset" for the fields Stripe lets you clear with an empty string. */
  nullableString(key: string): string | null | undefined {
    const value = this.string(key);
    return value === '' ? null : value;
  }

  int(key: string, options: { min?: number; max?: number } = {}): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value.trim())) throw invalidParam(this.name(key), `Invalid integer: ${value}`, 'parameter_invalid_integer');
    const number = Number(value);
    if (!Number.isSafeInteger(number)) throw invalidParam(this.name(key), `Invalid integer: ${value}`, 'parameter_invalid_integer');
    if (options.min !== undefined && number < options.min)
      throw invalidParam(this.name(key), `This value must be greater than or equal to ${options.min}.`, 'parameter_invalid_integer');
    if (options.max !== undefined && number > options.max)
      throw invalidParam(this.name(key), `This value must be less than or equal to ${options.max}.`, 'parameter_invalid_integer');
    return number;
  }

  bool(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw invalidParam(this.name(key), `Invalid boolean: ${value}`, 'parameter_invalid_boolean');
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value))
      throw invalidRequest(`Invalid ${this.name(key)}: must be one of ${values.join(', ')}`, this.name(key), 'parameter_invalid_string');
    return value as T;
  }

  object(key: string): Params | undefined {
    const value = this.raw[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest(`Invalid object`, this.name(key), 'parameter_invalid_string');
    return new Params(value, this.name(key));
  }

  /** An array of hashes (`items[0][price]`), each read with its own path. */
  objects(key: string): Params[] | undefined {
    const value = this.raw[key];
    if (value === undefined || value === '') return undefined;
    if (!Array.isArray(value)) throw invalidRequest(`Invalid array`, this.name(key), 'parameter_invalid_array');
    return value.map((entry, index) => {
      if (typeof entry !== 'object' || Array.isArray(entry)) throw invalidRequest(`Invalid object`, `${this.name(key)}[${index}]`);
      return new Params(entry, `${this.name(key)}[${index}]`);
    });
  }

  strings(key: string): string[] | undefined {
    const value = this.raw[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string') return [value];
    if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string'))
      throw invalidRequest(`Invalid array`, this.name(key), 'parameter_invalid_array');
    return value as string[];
  }

  /**
   * Stripe's metadata rules: `metadata=` clears it all, `metadata[key]=` removes one key, at most 50
   * keys of at most 40 characters, values of at most 500.
   */
  metadata(key = 'metadata', current: Metadata = {}): Metadata | undefined {
    const value = this.raw[key];
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('Invalid hash', this.name(key), 'parameter_invalid_string');
    const next: Metadata = { ...current };
    for (const [name, entry] of Object.entries(value)) {
      if (typeof entry !== 'string') throw invalidRequest('Invalid hash', `${this.name(key)}[${name}]`);
      if (name.length > 40) throw invalidRequest(`Metadata keys can have a maximum length of 40 characters.`, `${this.name(key)}[${name}]`);
      if (entry.length > 500) throw invalidRequest(`Metadata values can have a maximum length of 500 characters.`, `${this.name(key)}[${name}]`);
      if (entry === '') delete next[name];
      else next[name] = entry;
    }
    if (Object.keys(next).length > 50) throw invalidRequest('You can have a maximum of 50 metadata keys.', this.name(key));
    return next;
  }
}

function describe(value: Param): string {
  return Array.isArray(value) ? 'array' : typeof value === 'object' ? 'hash' : value;
}
