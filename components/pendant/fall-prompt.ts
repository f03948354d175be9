'use client';

import { type AlertSound, createAlertSound } from '@/components/family-alerts/alert-sound';
import { FALL_PROMPT_INTERVAL_MS } from '@/lib/pendant/alarm-countdown';

/**
 * The loud "Are you OK?" after a fall (docs/pendant-protocol.md#what-the-app-does): the two-tone
 * siren of the family alerts, then the question spoken aloud where the browser can speak, again
 * every few seconds until the countdown ends or the member answers. A member on the floor may not
 * be looking at the screen; the sound is what reaches them.
 */
export type FallPromptOutputs = {
  /** The siren (Web Audio); null where the browser has none. */
  sound: Pick<AlertSound, 'unlock' | 'play' | 'close'> | null;
  /** Says the text aloud; null without speech synthesis. */
  say: ((text: string, lang: string) => void) | null;
  /** Stops anything still being said. */
  hush(): void;
};

/** The siren lasts about 1.5 s; the question follows it rather than being drowned by it. */
const SPEAK_AFTER_SIREN_MS = 1_600;

export function browserFallPromptOutputs(): FallPromptOutputs {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  const canSpeak = Boolean(synth) && typeof SpeechSynthesisUtterance === 'function';
  return {
    sound: createAlertSound(),
    say: canSpeak
      ? (text, lang) => {
          synth!.cancel();
          const utterance = new SpeechSynthesisUtterance(text);
          utterance.lang = lang;
          utterance.volume = 1;
          synth!.speak(utterance);
        }
      : null,
    hush: () => synth?.cancel(),
  };
}

/** Starts the prompt at once and repeats it; answers the function that silences it. */
export function startFallPrompt(
  text: string,
  lang: string,
  outputs: FallPromptOutputs = browserFallPromptOutputs(),
  everyMs: number = FALL_PROMPT_INTERVAL_MS,
): () => void {
  let stopped = false;
  let speakTimer: ReturnType<typeof setTimeout> | undefined;
  let unlocked = false;

  const say = () => {
    if (!stopped) outputs.say?.(text, lang);
  };
  const once = () => {
    if (stopped) return;
    const played = unlocked && (outputs.sound?.play('alarm') ?? false);
    clearTimeout(speakTimer);
    if (played) speakTimer = setTimeout(say, SPEAK_AFTER_SIREN_MS);
    else say();
  };

  // Browsers keep audio suspended until the page was interacted with; connecting the pendant or
  // pressing the simulator's button was such an interaction. Without it the words still come.
  const unlocking = outputs.sound ? outputs.sound.unlock().catch(() => false) : Promise.resolve(false);
  void unlocking.then((ok) => {
    unlocked = ok;
    once();
  });
  const repeat = setInterval(once, everyMs);

  return () => {
    stopped = true;
    clearInterval(repeat);
    clearTimeout(speakTimer);
    outputs.hush();
    outputs.sound?.close();
  };
}
