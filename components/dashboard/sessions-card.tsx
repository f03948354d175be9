import { getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * Sign out here, on other devices, or everywhere (docs/product.md#backend-calls scopes). All three
 * are quiet outline buttons: the dashboard's loudest control is the SOS, not leaving (issue 24).
 */
export async function SessionsCard() {
  const t = await getTranslations('MemberDashboard.sessions');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-4">
        <SignOutButton scope="local" />
        <SignOutButton scope="others" />
        <SignOutButton scope="global" />
      </CardContent>
    </Card>
  );
}
