/** The product mark and name. The link around it carries the accessible name. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 py-1 text-xl font-bold tracking-tight text-foreground">
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-9">
        <rect width="32" height="32" rx="8" fill="#b91c1c" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span aria-hidden="true">{name}</span>
    </span>
  );
}
