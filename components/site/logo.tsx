import { LogoMark } from '@/components/brand/logo-mark';

/** The product mark and name. The link around it carries the accessible name. */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 py-1 text-xl font-bold tracking-tight text-foreground">
      <LogoMark />
      <span aria-hidden="true">{name}</span>
    </span>
  );
}
