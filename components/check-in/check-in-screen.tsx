'use client';

import { useState } from 'react';
import { LiveNotice, type Notice, useLiveNotice } from '@/components/forms/live-notice';
import type { CheckInPageData } from '@/lib/data/check-in';
import { ActiveCheckIn } from './active-check-in';
import { CheckInCodes } from './check-in-codes';
import { StartCheckInForm } from './start-check-in-form';
import { useOpenCheckIn } from './use-open-check-in';

/**
 * /check-in's screen (docs/product.md#check-in): the running check-in, or the form to start
 * one, then the codes. The open check-in is the banner's SWR resource too, read again after every
 * change here; the notice stays above both views, since the one whose button was pressed is gone
 * once a check-in starts or ends (focus then moves to the new view's heading).
 */
export function CheckInScreen({ memberId, initial }: { memberId: string; initial: CheckInPageData }) {
  const { checkIn, refresh } = useOpenCheckIn(memberId, initial.checkIn);
  const [notice, say] = useLiveNotice();
  const [hasCodes, setHasCodes] = useState(initial.hasCodes);
  // Set once the member swapped the view, so the new one takes focus (not on the first render).
  const [moved, setMoved] = useState(false);
  const open = checkIn ?? null;

  async function changed(next: Notice | null, ended: boolean) {
    if (next) say(next);
    if (ended) setMoved(true);
    await refresh();
  }

  return (
    <div className="grid min-w-0 gap-8">
      <LiveNotice notice={notice} />
      {open ? (
        <ActiveCheckIn
          key={open.id}
          checkIn={open}
          people={initial.people}
          hasCodes={hasCodes}
          focusOnMount={moved}
          onCodesNeeded={() => setHasCodes(true)}
          onChanged={changed}
        />
      ) : (
        <StartCheckInForm
          people={initial.people}
          focusOnMount={moved}
          onStarted={async () => {
            setMoved(true);
            await refresh();
          }}
        />
      )}
      <CheckInCodes
        hasCodes={hasCodes}
        onChanged={(next, message) => {
          setHasCodes(next);
          say(message);
        }}
      />
    </div>
  );
}
