import { Badge, type BadgeProps } from '@/components/ui/badge';

/**
 * Protected or not, looking the same on every page (issue 24: "Protected" was green on the
 * dashboard and red on /sos): green when protected, amber when not. The words come from the
 * caller, so the state is always said in text as well as colour.
 */
export function ProtectionBadge({ isProtected, ...props }: Omit<BadgeProps, 'variant'> & { isProtected: boolean }) {
  return <Badge variant={isProtected ? 'success' : 'warning'} data-protected={isProtected} {...props} />;
}
