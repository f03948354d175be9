'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { useSignOut } from '@/components/auth/use-sign-out';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';

export type AccountMenuLink = { href: string; label: string };

/**
 * The header's account menu (docs/product.md#app-shell), in the member shell and the admin shell:
 * who is signed in, the shell's own links (MemberAccountMenu and AdminAccountMenu pass them, each
 * with the way to the other area where it applies), and signing out of this device.
 */
export function AccountMenu({ links }: { links: readonly AccountMenuLink[] }) {
  const t = useTranslations('AppShell');
  const { user } = useAuth();
  const signOut = useSignOut();
  const labelId = useId();
  const email = user?.email;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="px-3 data-[state=open]:bg-muted max-sm:w-11 max-sm:px-0">
          <UserIcon className="size-5" />
          {/* Only the icon on phones, where the logo and the floating buttons need the room; the word stays its name. */}
          <span className="max-sm:sr-only">{t('account')}</span>
          <ChevronDownIcon className="size-4 max-sm:hidden" />
        </Button>
      </DropdownMenuTrigger>
      {/* Named after who is signed in, so a screen reader says it on opening. */}
      <DropdownMenuContent align="end" className="w-72" {...(email ? { 'aria-labelledby': labelId } : {})}>
        {email && (
          <>
            <DropdownMenuLabel id={labelId} className="[overflow-wrap:anywhere]">
              {t('signedInAs', { email })}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        {links.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link href={link.href}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={() => void signOut('local')}>{t('signOut')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
