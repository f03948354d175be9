'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { confirmSosAlertSeen, nudgeSosDispatch } from '@/lib/actions/sos';
import { OPEN_STATUSES, type SosEvent, getLinkedNames, isOpen } from '@/lib/data/sos';
import { createClient } from '@/lib/supabase/client';

export type AlertPosition = { latitude: number; longitude: number; accuracy: number | null; recordedAt: string };
export type LocationView = { kind: 'shown'; position: AlertPosition } | { kind: 'none' } | { kind: 'notShared' };

export type FamilyAlert = {
  event: SosEvent;
  memberName: string;
  location: LocationView | null;
  acknowledgedBy: string[];
};

type Link = { memberId: string; locationAccess: 'none' | 'during_sos' | 'always' };

/** Ended alarms stay visible this long, so family learn it was cancelled or resolved. */
const ENDED_VISIBLE_MS = 30 * 60_000;

function mayReadLocation(link: Link | undefined, event: SosEvent): boolean {
  if (!link) return false;
  if (link.locationAccess === 'always') return true;
  return link.locationAccess === 'during_sos' && isOpen(event);
}

/**
 * The family side: every alarm of a member who shares SOS alerts with the signed-in user, live.
 * Events come through realtime on sos_events (RLS lets only family with the alert permission see
 * them, and the payload holds no position); positions are read through get_sos_location, which
 * checks the link's location_access and logs the read — again whenever the event says a newer
 * position exists (last_located_at). Every (re)subscription refetches, so nothing is missed.
 */
export function useFamilyAlerts(userId: string | null) {
  const supabase = useMemo(() => createClient(), []);
  const [alerts, setAlerts] = useState<Map<string, FamilyAlert>>(new Map());
  const links = useRef<Map<string, Link>>(new Map());
  const names = useRef<Map<string, string>>(new Map());
  const locatedAt = useRef<Map<string, string | null>>(new Map());
  const confirmed = useRef<Set<string>>(new Set());
  const [nameMap, setNameMap] = useState<Map<string, string>>(new Map());

  const loadLocation = useCallback(
    async (event: SosEvent) => {
      if (!mayReadLocation(links.current.get(event.member_id), event)) {
        setAlerts((current) => patch(current, event.id, { location: { kind: 'notShared' } }));
        return;
      }
      const { data, error } = await supabase.rpc('get_sos_location', { event_id: event.id });
      const row = data?.[0];
      const location: LocationView = error
        ? { kind: 'notShared' }
        : row
          ? { kind: 'shown', position: { latitude: row.latitude, longitude: row.longitude, accuracy: row.accuracy, recordedAt: row.recorded_at } }
          : { kind: 'none' };
      setAlerts((current) => patch(current, event.id, { location }));
    },
    [supabase],
  );

  const loadAcknowledgers = useCallback(
    async (eventId: string) => {
      const { data } = await supabase.from('sos_timeline').select('actor_id').eq('event_id', eventId).eq('kind', 'acknowledged').order('id');
      const ids = [...new Set((data ?? []).map((s) => s.actor_id).filter((id): id is string => Boolean(id)))];
      setAlerts((current) => patch(current, eventId, { acknowledgedBy: ids }));
    },
    [supabase],
  );

  const accept = useCallback(
    (event: SosEvent) => {
      if (!links.current.has(event.member_id)) return;
      const ended = !isOpen(event);
      if (ended && Date.now() - Date.parse(event.resolved_at ?? event.started_at) > ENDED_VISIBLE_MS) return;
      setAlerts((current) => {
        const next = new Map(current);
        const previous = current.get(event.id);
        next.set(event.id, {
          event,
          memberName: names.current.get(event.member_id) ?? '',
          location: previous?.location ?? null,
          acknowledgedBy: previous?.acknowledgedBy ?? [],
        });
        return next;
      });
      if (!locatedAt.current.has(event.id) || locatedAt.current.get(event.id) !== event.last_located_at || (ended && !mayReadLocation(links.current.get(event.member_id), event))) {
        locatedAt.current.set(event.id, event.last_located_at);
        void loadLocation(event);
      }
      void loadAcknowledgers(event.id);
      if (!confirmed.current.has(event.id) && isOpen(event)) {
        confirmed.current.add(event.id);
        void confirmSosAlertSeen({ eventId: event.id }).catch(() => undefined);
      }
      // The safety net for the grace timer: a page that sees an overdue alarm asks for the sweep.
      if (isOpen(event) && !event.contacts_dispatched_at && event.contacts_due_at) {
        const wait = Math.max(0, Date.parse(event.contacts_due_at) - Date.now()) + 1_000;
        setTimeout(() => void nudgeSosDispatch().catch(() => undefined), wait);
      }
    },
    [loadLocation, loadAcknowledgers],
  );

  const refetch = useCallback(async () => {
    if (!userId) return;
    const [linkRows, linked] = await Promise.all([
      supabase
        .from('family_links')
        .select('member_id, receive_sos_alerts, location_access, status, expires_at')
        .eq('family_member_id', userId)
        .eq('status', 'active')
        .eq('receive_sos_alerts', true),
      getLinkedNames(supabase),
    ]);
    const now = Date.now();
    links.current = new Map(
      (linkRows.data ?? [])
        .filter((l) => !l.expires_at || Date.parse(l.expires_at) > now)
        .map((l) => [l.member_id, { memberId: l.member_id, locationAccess: l.location_access }]),
    );
    names.current = new Map(linked.map((p) => [p.userId, p.name]));
    setNameMap(names.current);
    const memberIds = [...links.current.keys()];
    if (memberIds.length === 0) {
      setAlerts(new Map());
      return;
    }
    const since = new Date(now - ENDED_VISIBLE_MS).toISOString();
    const [openEvents, recentlyEnded] = await Promise.all([
      supabase.from('sos_events').select('*').in('member_id', memberIds).in('status', [...OPEN_STATUSES]).order('started_at', { ascending: false }).limit(20),
      supabase.from('sos_events').select('*').in('member_id', memberIds).gt('resolved_at', since).order('started_at', { ascending: false }).limit(20),
    ]);
    const data = [...(openEvents.data ?? []), ...(recentlyEnded.data ?? [])];
    locatedAt.current.clear();
    for (const event of data) accept(event);
  }, [supabase, userId, accept]);

  useEffect(() => {
    if (!userId) return;
    const channel = supabase
      .channel(`family-alerts-${userId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'sos_events' }, (payload) => {
        const event = payload.new as SosEvent | undefined;
        if (event?.id && event.member_id !== userId) accept(event);
      })
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'sos_timeline' }, (payload) => {
        const step = payload.new as { event_id?: string; kind?: string };
        if (step.kind === 'acknowledged' && step.event_id) void loadAcknowledgers(step.event_id);
      })
      .on('postgres_changes', { event: '*', schema: 'public', table: 'family_links' }, () => void refetch())
      .subscribe((status) => {
        // SUBSCRIBED comes on the first join and again after every reconnect.
        if (status === 'SUBSCRIBED') void refetch();
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [supabase, userId, accept, refetch, loadAcknowledgers]);

  const dismiss = useCallback((eventId: string) => {
    setAlerts((current) => {
      const next = new Map(current);
      next.delete(eventId);
      return next;
    });
  }, []);

  return { alerts: [...alerts.values()].sort((a, b) => b.event.started_at.localeCompare(a.event.started_at)), names: nameMap, dismiss };
}

function patch(current: Map<string, FamilyAlert>, eventId: string, change: Partial<FamilyAlert>): Map<string, FamilyAlert> {
  const alert = current.get(eventId);
  if (!alert) return current;
  const next = new Map(current);
  next.set(eventId, { ...alert, ...change });
  return next;
}
