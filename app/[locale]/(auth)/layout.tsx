import type { ReactNode } from 'react';
import { FullClientMessages } from '@/components/i18n/full-client-messages';

/** Sign-in, the second step and password reset render per request; their forms read many texts. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <FullClientMessages>{children}</FullClientMessages>;
}
