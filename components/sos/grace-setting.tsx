'use client';

import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// The form kit (react-hook-form, classic zod) is fetched on its own, not with the SOS button's
// code: the server still renders the form, and it becomes usable right after the button does
// (docs/architecture.md#the-sos-page-loads-the-button-first).
const GraceSettingForm = lazy(() => import('./grace-setting-form').then((module) => ({ default: module.GraceSettingForm })));

/** /sos's grace setting: the form, server-rendered, hydrated once its own code has arrived. */
export function GraceSetting({ graceSeconds }: { graceSeconds: number }) {
  return (
    // Shown only when /sos is reached by a client-side navigation, while the form's code loads.
    <Suspense fallback={<Skeleton className="h-24 w-full max-w-sm" />}>
      <GraceSettingForm graceSeconds={graceSeconds} />
    </Suspense>
  );
}
