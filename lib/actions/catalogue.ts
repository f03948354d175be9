'use server';

import { returnValidationErrors } from 'next-safe-action';
import { publicDataChanged } from '@/lib/cache/expire-public-data';
import { PUBLIC_DATA_TAGS } from '@/lib/cache/public-data-tags';
import { planRowFromForm, productRowFromForm, serviceRowFromForm } from '@/lib/catalogue/admin-rows';
import { catalogueTables } from '@/lib/data/catalogue-admin';
import type { ServerSupabaseClient } from '@/lib/supabase/server';
import {
  type CatalogueKind,
  catalogueVisibilitySchema,
  moveCatalogueItemSchema,
  savePlanSchema,
  saveProductSchema,
  saveServiceSchema,
} from '@/lib/validation/catalogue';
import { adminAction, fail } from './safe-action';

/**
 * The catalogue's changes, by an admin (issue 22), always on the admin's own session: RLS lets
 * only admins write the catalogue, and the audit triggers (20261124001100_admin_audit) record
 * each change with the admin as actor. Every change expires the catalogue's cache tag, so the cached
 * public pages (homepage, pendant, Spain) show it from their next visit.
 */

type DbError = { code?: string; message: string };
type SaveSchema = typeof savePlanSchema | typeof saveProductSchema | typeof saveServiceSchema;

/**
 * Turns what the database refused into an answer for the form: a price id another item already
 * uses (unique, 23505) goes to that field; any other check the form did not catch (23514, 22xxx)
 * is bad input. Anything else is our failure (logged by the wrapper).
 */
function refused(schema: SaveSchema, error: DbError, what: string): never {
  if (error.code === '23505' && /stripe_price_id/.test(error.message)) {
    returnValidationErrors(schema, { stripePriceId: { _errors: ['stripePriceTaken'] } });
  }
  if (error.code === '23514' || error.code?.startsWith('22')) fail('invalid');
  throw new Error(`${what} failed: ${error.message}`);
}

/**
 * Creates (no id) or edits a row. A new row goes to the end of its list (sort_order above the
 * highest), so it never ties with another and "move up" works at once.
 */
async function save(supabase: ServerSupabaseClient, schema: SaveSchema, kind: CatalogueKind, id: string | null, row: Record<string, unknown>) {
  const table = catalogueTables[kind];
  if (id) {
    // The row was built for this table by its kind's mapper; the client's types cannot follow a table chosen at run time.
    const { data, error } = await supabase
      .from(table)
      .update(row as never)
      .eq('id', id)
      .select('id');
    if (error) refused(schema, error, `Saving ${kind}`);
    if (!data || data.length === 0) return fail('notFound');
    publicDataChanged(PUBLIC_DATA_TAGS.catalogue);
    return { id };
  }
  const last = await supabase.from(table).select('sort_order').order('sort_order', { ascending: false }).limit(1);
  if (last.error) throw new Error(`Reading the last ${kind} failed: ${last.error.message}`);
  const sortOrder = (last.data[0]?.sort_order ?? 0) + 10;
  const { data, error } = await supabase
    .from(table)
    .insert({ ...row, sort_order: sortOrder } as never)
    .select('id')
    .single();
  if (error) refused(schema, error, `Creating ${kind}`);
  publicDataChanged(PUBLIC_DATA_TAGS.catalogue);
  return { id: data.id };
}

export const savePlan = adminAction
  .inputSchema(savePlanSchema)
  .action(async ({ parsedInput: { id, ...values }, ctx: { supabase } }) => save(supabase, savePlanSchema, 'plans', id, planRowFromForm(values)));

export const saveProduct = adminAction
  .inputSchema(saveProductSchema)
  .action(async ({ parsedInput: { id, ...values }, ctx: { supabase } }) => save(supabase, saveProductSchema, 'products', id, productRowFromForm(values)));

export const saveService = adminAction
  .inputSchema(saveServiceSchema)
  .action(async ({ parsedInput: { id, ...values }, ctx: { supabase } }) => save(supabase, saveServiceSchema, 'services', id, serviceRowFromForm(values)));

/** One place up or down (move_catalogue_item, on the admin's session). `moved` is false at either end. */
export const moveCatalogueItem = adminAction
  .inputSchema(moveCatalogueItemSchema)
  .action(async ({ parsedInput: { kind, id, direction }, ctx: { supabase } }) => {
    const { data, error } = await supabase.rpc('move_catalogue_item', { kind, item: id, direction });
    if (error) {
      if (error.code === 'ICE77') return fail('notFound');
      if (error.code === 'ICE75') return fail('forbidden');
      throw new Error(`Moving a catalogue item failed: ${error.message}`);
    }
    if (data === true) publicDataChanged(PUBLIC_DATA_TAGS.catalogue);
    return { moved: data === true };
  });

/** Hide (off the public pages, kept for admins and existing orders and subscriptions) or show again. */
export const setCatalogueItemActive = adminAction
  .inputSchema(catalogueVisibilitySchema)
  .action(async ({ parsedInput: { kind, id, active }, ctx: { supabase } }) => {
    const { data, error } = await supabase.from(catalogueTables[kind]).update({ is_active: active }).eq('id', id).select('id');
    if (error) throw new Error(`Changing a catalogue item's visibility failed: ${error.message}`);
    if (data.length === 0) return fail('notFound');
    publicDataChanged(PUBLIC_DATA_TAGS.catalogue);
    return { active };
  });
