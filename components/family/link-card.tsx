'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { FormAlert } from '@/components/forms/form-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { setFamilyLinkStatus } from '@/lib/actions/family';
import type { ProtectorLink } from '@/lib/data/family-links';
import { ChangeLinkDialog } from './change-link-dialog';
import { familyDone, familyProblem } from './family-answer';
import { useFamilyNotice } from './family-notice';
import { GrantSummary } from './grant-summary';
import { Moment } from './moment';
import { useFamilyProblemText } from './problem-text';
import { RevokeDialog } from './revoke-dialog';

const TOGGLED = ['active', 'paused'] as const;

/** The state of a link in words (and a badge colour that only repeats them). */
export function linkState(link: Pick<ProtectorLink, 'status' | 'expired'>): 'active' | 'paused' | 'revoked' | 'ended' {
  if (link.status === 'revoked' || link.status === 'invited') return 'revoked';
  if (link.expired) return 'ended';
  return link.status;
}

/**
 * One person who protects the member: name, role, relationship, each permission, when access
 * ends to the second, and pause / resume, change, revoke. An ended link (revoked or past its
 * end) is shown without actions: only a new invitation opens it again.
 */
export function LinkCard({ link }: { link: ProtectorLink }) {
  const t = useTranslations('FamilyCarers');
  const state = linkState(link);
  const name = link.full_name?.trim() || link.email || t('link.unnamed');
  const router = useRouter();
  const toggle = useAction(setFamilyLinkStatus);
  const problem = familyProblem(toggle, TOGGLED);
  const problemText = useFamilyProblemText();
  const notice = useFamilyNotice();
  const headingId = `link-${link.id}`;

  // Only the button's label and the badge change, which nobody hears: the page says it.
  async function pauseOrResume() {
    const done = await familyDone(toggle.executeAsync({ linkId: link.id, status: state === 'active' ? 'paused' : 'active' }), TOGGLED);
    if (!done) return;
    router.refresh();
    notice({ tone: 'info', text: t(done.status === 'paused' ? 'notices.paused' : 'notices.resumed', { name }) });
  }

  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border p-4" data-testid="family-link">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="min-w-0 text-lg font-semibold break-words">
          {name}
        </h3>
        <Badge variant={state === 'active' ? 'success' : state === 'paused' ? 'warning' : 'secondary'} data-testid="family-link-state">
          {t(`link.states.${state}`)}
        </Badge>
      </div>
      {link.email && link.email !== name && <p className="text-sm break-all">{link.email}</p>}
      <p className="text-sm text-muted-foreground">
        {t(`form.roles.${link.role}`)}
        {link.relationship ? ` · ${link.relationship}` : ''}
      </p>
      <GrantSummary grant={link} />
      <p className="text-sm" data-testid="family-link-end">
        {link.expires_at ? (
          <>
            {t(state === 'ended' ? 'link.endedAt' : 'link.endsAt')} <Moment iso={link.expires_at} className="font-medium" />
          </>
        ) : (
          t('link.noEnd')
        )}
      </p>
      {state === 'paused' && <p className="text-sm">{t('link.pausedNote')}</p>}
      {(state === 'active' || state === 'paused') && (
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" loading={toggle.isPending} onClick={pauseOrResume}>
            {t(state === 'active' ? 'link.pause' : 'link.resume')}
          </Button>
          <ChangeLinkDialog link={link} name={name} />
          <RevokeDialog linkId={link.id} name={name} />
        </div>
      )}
      {problem && <FormAlert tone="error">{problemText(problem)}</FormAlert>}
    </article>
  );
}
