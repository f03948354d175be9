'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { useSignOut } from '@/components/auth/use-sign-out';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

/**
 * The admin header's account menu, built like the member one (components/app-shell/account-menu.tsx):
 * who is signed in, the way to the admin's own member area, and signing out of this device (the
 * overview's former "Sign out" button, scope local).
 */
export function AdminAccountMenu() {
  const t = useTranslations('AdminShell');
  const { user } = useAuth();
  const signOut = useSignOut();
  const labelId = useId();
  const email = user?.email;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="px-3 data-[state=open]:bg-muted max-sm:w-11 max-sm:px-0">
          <UserIcon className="size-5" />
          {/* Only the icon on phones; the word stays its name. */}
          <span className="max-sm:sr-only">{t('account')}</span>
          <ChevronDownIcon className="size-4 max-sm:hidden" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72" {...(email ? { 'aria-labelledby': labelId } : {})}>
        {email && (
          <>
            <DropdownMenuLabel id={labelId} className="[overflow-wrap:anywhere]">
              {t('signedInAs', { email })}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem asChild>
          <Link href={routes.memberDashboard}>{t('memberArea')}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut('local')}>{t('signOut')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
