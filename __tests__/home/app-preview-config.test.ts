import { defaultAppPreviewConfig, parseAppPreviewConfig, readableTextOn } from '@/lib/site-content/app-preview';

describe('app preview config (docs/product.md#data)', () => {
  it('has the spec defaults', () => {
    const d = defaultAppPreviewConfig;
    expect(d.tagline).toBe('Tap once for immediate help');
    expect(d.voiceLabel).toBe('Voice OFF');
    expect(d.sosLabel).toBe('Emergency SOS');
    expect([d.showSettingsIcon, d.enableBatteryCard]).toEqual([true, true]);
    expect([d.enableHeartRateCard, d.enableAiCard, d.enableRemindersCard]).toEqual([false, false, false]);
    expect(d.cards).toEqual([expect.objectContaining({ icon: 'battery', status: '88%' })]);
  });

  it('gives the defaults for anything that is not an object', () => {
    for (const value of [null, undefined, 'x', 3, []]) expect(parseAppPreviewConfig(value)).toEqual(defaultAppPreviewConfig);
  });

  it('keeps well-typed fields and replaces malformed ones with defaults', () => {
    const config = parseAppPreviewConfig({
      tagline: 'Help in one tap',
      sosColor: 'url(javascript:alert(1))',
      primaryColor: '#123456',
      enableAiCard: true,
      enableBatteryCard: 'yes',
      cards: [{ icon: 'heart', title: 'Heart', status: 'ok' }, 'junk', { title: 'no icon' }],
    });
    expect(config.tagline).toBe('Help in one tap');
    expect(config.sosColor).toBe(defaultAppPreviewConfig.sosColor);
    expect(config.primaryColor).toBe('#123456');
    expect(config.enableAiCard).toBe(true);
    expect(config.enableBatteryCard).toBe(true);
    expect(config.cards).toEqual([{ icon: 'heart', title: 'Heart', status: 'ok', description: '' }]);
  });

  it('writes dark text on light colours and white on dark ones', () => {
    expect(readableTextOn('#16a34a')).toBe('#0f172a');
    expect(readableTextOn('#dc2626')).toBe('#ffffff');
    expect(readableTextOn('#fff')).toBe('#0f172a');
    expect(readableTextOn('#000000')).toBe('#ffffff');
  });
});
