/**
 * The alert tone, made with the Web Audio API (no audio file to download or cache). Browsers keep
 * an AudioContext suspended until the person interacts with the page, so `unlock()` must be
 * called from a click or key press; `play()` before that stays silent and says so.
 */
export type AlertSound = {
  /** Creates or resumes the audio context; call it inside a user gesture. True when sound can play. */
  unlock(): Promise<boolean>;
  /** 'alarm': about 1.5 s of a two-tone siren; 'confirm': one short chirp. False when nothing played. */
  play(pattern: 'alarm' | 'confirm'): boolean;
  /** Lets the audio hardware go (turned off, or the region left the page). */
  close(): void;
};

type AudioContextClass = new () => AudioContext;

export function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const legacy = window as Window & { webkitAudioContext?: AudioContextClass };
  return window.AudioContext ?? legacy.webkitAudioContext ?? null;
}

/** Hi-lo notes of a European two-tone siren, loud enough to notice, kept short. */
const ALARM_NOTES = [880, 660, 880, 660, 880, 660];
const NOTE_S = 0.25;
const ALARM_GAIN = 0.3;
const CONFIRM_NOTES = [660, 880];
const CONFIRM_NOTE_S = 0.12;
const CONFIRM_GAIN = 0.15;

export function createAlertSound(): AlertSound | null {
  const Context = audioContextClass();
  if (!Context) return null;
  let context: AudioContext | null = null;

  const notes = (frequencies: number[], length: number, volume: number) => {
    if (!context || context.state !== 'running') return false;
    const start = context.currentTime + 0.02;
    const gain = context.createGain();
    gain.connect(context.destination);
    frequencies.forEach((frequency, index) => {
      const at = start + index * length;
      const oscillator = context!.createOscillator();
      oscillator.type = 'square';
      oscillator.frequency.setValueAtTime(frequency, at);
      oscillator.connect(gain);
      // Short ramps at each edge: a square wave switched on and off hard clicks.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(volume, at + 0.01);
      gain.gain.setValueAtTime(volume, at + length - 0.02);
      gain.gain.linearRampToValueAtTime(0, at + length);
      oscillator.start(at);
      oscillator.stop(at + length);
    });
    return true;
  };

  return {
    async unlock() {
      try {
        context ??= new Context();
        if (context.state === 'suspended') await context.resume();
        return context.state === 'running';
      } catch {
        return false;
      }
    },
    play(pattern) {
      return pattern === 'alarm' ? notes(ALARM_NOTES, NOTE_S, ALARM_GAIN) : notes(CONFIRM_NOTES, CONFIRM_NOTE_S, CONFIRM_GAIN);
    },
    close() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
