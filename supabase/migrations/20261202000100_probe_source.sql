/**
 * STATUS PAGE, part 1 (issue 47; docs/product.md#status-page)
 * The synthetic alarm the status page measures delivery with has its own source, so that it is
 * never mistaken for a member's alarm or a drill. An enum value must be committed before a
 * function or check can use it, hence a migration of its own (20261202000200 follows).
 */
alter type public.sos_source add value if not exists 'probe';
