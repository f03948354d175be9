'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ALERT_SOUND_REPEAT_MS, shouldRing } from '@/lib/sos/family-alert-attention';
import { type AlertSoundChoice, loadAlertSoundChoice, saveAlertSoundChoice } from '@/lib/sos/family-alert-storage';
import { type AlertSound, audioContextClass, createAlertSound } from './alert-sound';
import { type NotificationPermissionState, askNotificationPermission, notificationPermission } from './alert-notification';
import type { FamilyAlert } from './use-family-alerts';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Events that prove a user gesture, after which a browser lets an AudioContext start. */
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

export type AlertSoundState = {
  /** The browser can make the tone at all. */
  supported: boolean;
  /** What the person chose (null: never asked). */
  choice: AlertSoundChoice | null;
  /** Chosen and unlocked: the tone plays when an alarm rings. */
  on: boolean;
  /** Whether the browser shows notifications from this site ('default': not asked yet). */
  notifications: NotificationPermissionState;
  /** An alarm rings now (open, nobody on it, not a test, not silenced), whether or not sound is on. */
  ringing: boolean;
  /** The click that turns sound on (and asks for notifications): the gesture that unlocks audio. */
  enable(): void;
  disable(): void;
  /** Stops the ringing alarms; a later alarm rings again. */
  silence(): void;
  /** Hides the offer without turning anything on (remembered as "off"). */
  decline(): void;
};

/**
 * The alert sound (docs/product.md#family-alerts-on-every-page): nothing plays until the person
 * turned it on with a click; then an alarm rings when it appears and again every
 * ALERT_SOUND_REPEAT_MS until someone is on it, it ends, or "Silence" is pressed. After a reload
 * the remembered choice is unlocked by the first click or key press on the page.
 */
export function useAlertSound(alerts: FamilyAlert[]): AlertSoundState {
  const [choice, setChoice] = useState<AlertSoundChoice | null>(() => loadAlertSoundChoice(storage()));
  const [unlocked, setUnlocked] = useState(false);
  const [notifications, setNotifications] = useState<NotificationPermissionState>(notificationPermission);
  const [silenced, setSilenced] = useState<ReadonlySet<string>>(() => new Set());
  const sound = useRef<AlertSound | null>(null);
  const played = useRef(new Set<string>());
  const supported = useMemo(() => audioContextClass() !== null, []);

  const ringingIds = useMemo(() => alerts.filter((a) => shouldRing(a.event) && !silenced.has(a.event.id)).map((a) => a.event.id), [alerts, silenced]);
  const ringingKey = ringingIds.join(',');
  const on = choice === 'on' && unlocked;

  const unlock = useCallback(async () => {
    sound.current ??= createAlertSound();
    const running = (await sound.current?.unlock()) ?? false;
    setUnlocked(running);
    return running;
  }, []);

  // Chosen before this page load: the first gesture anywhere on the page starts the audio.
  useEffect(() => {
    if (choice !== 'on' || unlocked || !supported) return;
    const onGesture = () => void unlock();
    for (const name of GESTURES) document.addEventListener(name, onGesture, { capture: true });
    return () => {
      for (const name of GESTURES) document.removeEventListener(name, onGesture, { capture: true });
    };
  }, [choice, unlocked, supported, unlock]);

  // A newly ringing alarm plays at once; the ones already played wait for the repeat.
  useEffect(() => {
    if (!on) return;
    const fresh = ringingIds.filter((id) => !played.current.has(id));
    for (const id of fresh) played.current.add(id);
    if (fresh.length > 0) sound.current?.play('alarm');
    // ringingKey stands for ringingIds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, ringingKey]);

  useEffect(() => {
    if (!on || !ringingKey) return;
    const timer = setInterval(() => sound.current?.play('alarm'), ALERT_SOUND_REPEAT_MS);
    return () => clearInterval(timer);
  }, [on, ringingKey]);

  useEffect(() => () => sound.current?.close(), []);

  const enable = useCallback(() => {
    // Both requests start inside the click, which is what browsers require of each.
    void askNotificationPermission().then(setNotifications);
    saveAlertSoundChoice(storage(), 'on');
    setChoice('on');
    sound.current ??= createAlertSound();
    void (sound.current?.unlock() ?? Promise.resolve(false)).then((running) => {
      if (running) {
        // Heard at once: the ringing alarm itself, or a short chirp that shows the sound works.
        for (const id of ringingIds) played.current.add(id);
        sound.current?.play(ringingIds.length > 0 ? 'alarm' : 'confirm');
      }
      setUnlocked(running);
    });
  }, [ringingIds]);

  const disable = useCallback(() => {
    saveAlertSoundChoice(storage(), 'off');
    setChoice('off');
  }, []);

  const decline = disable;

  const silence = useCallback(() => setSilenced((current) => new Set([...current, ...ringingIds])), [ringingIds]);

  return { supported, choice, on, notifications, ringing: ringingIds.length > 0, enable, disable, silence, decline };
}
