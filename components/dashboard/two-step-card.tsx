import type { User } from '@supabase/supabase-js';
import { getFormatter, getTranslations } from 'next-intl/server';
import { SecondFactorEnrol } from '@/components/auth/second-factor-enrol';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { verifiedTotpFactor } from '@/lib/auth/second-factor';
import { TwoStepTurnOff } from './two-step-turn-off';

type Props = {
  user: User;
  isAdmin: boolean;
  /** This page's path, to come back to once the factor is set up or removed. */
  returnTo: string;
};

/**
 * Two-step sign-in (TOTP) for one's own account: set it up, see since when it is on, turn it off.
 * Admins cannot turn it off: admin powers need it (lib/auth/second-factor.ts).
 */
export async function TwoStepCard({ user, isAdmin, returnTo }: Props) {
  const t = await getTranslations('MemberDashboard.twoStep');
  const auth = await getTranslations('Auth.mfa');
  const format = await getFormatter();
  const factor = verifiedTotpFactor(user);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('title')}</CardTitle>
        <CardDescription>
          {factor ? t('on', { date: format.dateTime(new Date(factor.created_at), { dateStyle: 'long' }) }) : t('off')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!factor ? (
          <SecondFactorEnrol then={returnTo} confirmLabel={auth('confirm')} />
        ) : isAdmin ? (
          <p className="text-sm text-muted-foreground">{t('adminNote')}</p>
        ) : (
          <TwoStepTurnOff factorId={factor.id} then={returnTo} />
        )}
      </CardContent>
    </Card>
  );
}
