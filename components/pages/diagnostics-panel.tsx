'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useCurrency } from '@/components/site/preferences-store';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  type BluetoothState,
  type CheckTone,
  type GeolocationState,
  bluetoothState,
  bluetoothTone,
  geolocationState,
  geolocationTone,
} from '@/lib/diagnostics/browser-checks';
import { type RealtimeState, watchRealtime } from '@/lib/diagnostics/realtime-check';
import { type BackendState, checkBackend } from '@/lib/health';
import { createClient } from '@/lib/supabase/client';
import { supabasePublishableKey, supabaseUrl } from '@/lib/supabase/config';

type Results = {
  backend: BackendState | 'checking';
  realtime: RealtimeState;
  bluetooth: BluetoothState | 'checking';
  geolocation: GeolocationState | 'checking';
};

const initial: Results = { backend: 'checking', realtime: 'connecting', bluetooth: 'checking', geolocation: 'checking' };
const badgeVariant = { ok: 'success', warning: 'warning', failed: 'emergency', pending: 'secondary' } as const;

/**
 * /test (support staff): what this browser and this deployment can do, checked live. Each row says
 * what was found in words, never only by colour.
 */
export function DiagnosticsPanel({ version }: { version: string }) {
  const t = useTranslations('Diagnostics');
  const locale = useLocale();
  const currency = useCurrency();
  const [results, setResults] = useState<Results>(initial);
  const [run, setRun] = useState(0);

  const update = useCallback((patch: Partial<Results>) => setResults((current) => ({ ...current, ...patch })), []);

  useEffect(() => {
    let active = true;
    const set = (patch: Partial<Results>) => active && update(patch);
    void checkBackend(supabaseUrl(), supabasePublishableKey()).then((backend) => set({ backend }));
    void bluetoothState(navigator).then((bluetooth) => set({ bluetooth }));
    void geolocationState(navigator).then((geolocation) => set({ geolocation }));
    const stopRealtime = watchRealtime(createClient(), (realtime) => set({ realtime }));
    return () => {
      active = false;
      stopRealtime();
    };
  }, [run, update]);

  const rows: { key: string; label: string; value: string; tone: CheckTone }[] = [
    { key: 'version', label: t('rows.version'), value: version, tone: 'ok' },
    {
      key: 'backend',
      label: t('rows.backend'),
      value: t(`backend.${results.backend}`),
      tone: results.backend === 'checking' ? 'pending' : results.backend === 'up' ? 'ok' : 'failed',
    },
    {
      key: 'realtime',
      label: t('rows.realtime'),
      value: t(`realtime.${results.realtime}`),
      tone: results.realtime === 'connecting' ? 'pending' : results.realtime === 'connected' ? 'ok' : 'failed',
    },
    {
      key: 'bluetooth',
      label: t('rows.bluetooth'),
      value: t(`bluetooth.${results.bluetooth}`),
      tone: results.bluetooth === 'checking' ? 'pending' : bluetoothTone(results.bluetooth),
    },
    {
      key: 'geolocation',
      label: t('rows.geolocation'),
      value: t(`geolocation.${results.geolocation}`),
      tone: results.geolocation === 'checking' ? 'pending' : geolocationTone(results.geolocation),
    },
    { key: 'language', label: t('rows.language'), value: t(`languages.${locale === 'nl' || locale === 'es' ? locale : 'en'}`), tone: 'ok' },
    { key: 'currency', label: t('rows.currency'), value: currency, tone: 'ok' },
  ];

  return (
    <div className="flex flex-col gap-6">
      <dl className="divide-y divide-border rounded-card border border-border bg-card">
        {rows.map((row) => (
          <div key={row.key} data-check={row.key} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
            <dt className="font-medium">{row.label}</dt>
            <dd className="flex items-center gap-3">
              <span data-value="">{row.value}</span>
              <Badge variant={badgeVariant[row.tone]}>{t(`tones.${row.tone}`)}</Badge>
            </dd>
          </div>
        ))}
      </dl>
      <Button
        variant="outline"
        className="self-start"
        onClick={() => {
          setResults(initial);
          setRun((value) => value + 1);
        }}
      >
        {t('rerun')}
      </Button>
    </div>
  );
}
