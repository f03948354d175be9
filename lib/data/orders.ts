import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

export type MemberOrder = {
  id: string;
  productName: string;
  quantity: number;
  total: number;
  currency: string;
  status: Database['public']['Enums']['order_status'];
  shippingAddress: string | null;
  createdAt: string;
};

/** The member's orders, newest first, read under RLS. */
export async function getMemberOrders(client: SupabaseClient<Database>, memberId: string): Promise<MemberOrder[]> {
  const { data, error } = await client
    .from('orders')
    .select('id, quantity, total, currency, status, shipping_address, created_at, products (name)')
    .eq('user_id', memberId)
    .order('created_at', { ascending: false });
  if (error) throw new Error(`orders read failed: ${error.message}`);
  return data.map((row) => ({
    id: row.id,
    productName: row.products?.name ?? '',
    quantity: row.quantity,
    total: Number(row.total),
    currency: row.currency,
    status: row.status,
    shippingAddress: row.shipping_address,
    createdAt: row.created_at,
  }));
}

/**
 * The status of the order placed on checkout session `sessionId` (the pendant bought with a plan),
 * or null when none was (or it cannot be read: the welcome page then simply does not mention it).
 */
export async function getCheckoutOrderStatus(client: SupabaseClient<Database>, memberId: string, sessionId: string): Promise<MemberOrder['status'] | null> {
  const { data } = await client.from('orders').select('status').eq('user_id', memberId).eq('provider_reference', sessionId).maybeSingle();
  return data?.status ?? null;
}

/**
 * Who an order is shipped to unless the member says otherwise: their name and country from the
 * profile, to fill in the order form. Null when unread; the member then types them.
 */
export async function getOrderAddressee(client: SupabaseClient<Database>, memberId: string): Promise<{ full_name: string | null; country: string | null } | null> {
  const { data } = await client.from('profiles').select('full_name, country').eq('user_id', memberId).maybeSingle();
  return data;
}
