import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Locale-aware Link, redirect, usePathname and useRouter: always import these, never next/link,
// so Dutch and Spanish visitors stay under /nl and /es.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
