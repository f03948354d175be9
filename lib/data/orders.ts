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
