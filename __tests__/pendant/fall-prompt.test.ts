import { type FallPromptOutputs, startFallPrompt } from '@/components/pendant/fall-prompt';

function outputs(canPlay: boolean) {
  const log: string[] = [];
  const out: FallPromptOutputs = {
    sound: {
      unlock: async () => canPlay,
      play: (pattern) => {
        log.push(`siren:${pattern}`);
        return canPlay;
      },
      close: () => log.push('close'),
    },
    say: (text, lang) => log.push(`say:${text}:${lang}`),
    hush: () => log.push('hush'),
  };
  return { out, log };
}

const settle = async () => {
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
};

describe('the fall prompt (docs/pendant-protocol.md#what-the-app-does)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sounds the siren, then asks, and again every 5 s until stopped', async () => {
    const { out, log } = outputs(true);
    const stop = startFallPrompt('Are you OK?', 'en', out);
    await settle();
    expect(log).toEqual(['siren:alarm']);
    jest.advanceTimersByTime(1_600);
    expect(log).toEqual(['siren:alarm', 'say:Are you OK?:en']);
    jest.advanceTimersByTime(3_400);
    expect(log.slice(2)).toEqual(['siren:alarm']);
    jest.advanceTimersByTime(1_600);
    expect(log.slice(3)).toEqual(['say:Are you OK?:en']);

    stop();
    expect(log.slice(-2)).toEqual(['hush', 'close']);
    jest.advanceTimersByTime(30_000);
    expect(log.filter((entry) => entry.startsWith('siren'))).toHaveLength(2);
  });

  it('still asks where the audio stays locked', async () => {
    const { out, log } = outputs(false);
    const stop = startFallPrompt('¿Se encuentra bien?', 'es', out);
    await settle();
    expect(log).toEqual(['say:¿Se encuentra bien?:es']);
    stop();
  });

  it('says nothing once stopped before the audio was unlocked', async () => {
    const { out, log } = outputs(true);
    startFallPrompt('Are you OK?', 'en', out)();
    await settle();
    jest.advanceTimersByTime(10_000);
    expect(log).toEqual(['hush', 'close']);
  });
});
