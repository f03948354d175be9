import { act, render, screen } from '@testing-library/react';
import { AppPreviewPhone } from '@/components/home/app-preview-phone';
import { defaultAppPreviewConfig } from '@/lib/site-content/app-preview';
import { appPreviewTickMs, initialAppPreviewState, nextAppPreviewState } from '@/lib/simulation/app-preview';
import { seededRandom } from '@/lib/simulation/random';
import { withIntl } from '../test-intl';

const allCards = { ...defaultAppPreviewConfig, enableHeartRateCard: true, enableAiCard: true, enableRemindersCard: true };
const card = (id: string) => document.querySelector(`[data-card="${id}"]`);

describe('app preview phone (docs/product.md#routes-and-screens, docs/product.md#data, docs/product.md#states)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the default config: settings icon and the battery card only', () => {
    render(withIntl(<AppPreviewPhone initialConfig={defaultAppPreviewConfig} live={false} />));
    expect(screen.getByText('Tap once for immediate help')).toBeInTheDocument();
    expect(screen.getByText('Emergency SOS')).toBeInTheDocument();
    expect(screen.getByText('Voice OFF')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Settings' })).toBeInTheDocument();
    expect(card('battery')).toHaveTextContent('Battery');
    expect(card('battery')).toHaveTextContent('85%');
    expect(card('heart')).toBeNull();
    expect(card('ai')).toBeNull();
    expect(card('reminders')).toBeNull();
  });

  it('ticks the seeded simulation every 1.2 s', () => {
    render(withIntl(<AppPreviewPhone initialConfig={allCards} random={seededRandom(3)} live={false} />));
    expect(card('heart')).toHaveTextContent('72 bpm');
    expect(card('ai')).toHaveTextContent('Active');
    expect(card('reminders')).toHaveTextContent('2 due');

    const replay = seededRandom(3);
    let expected = initialAppPreviewState;
    for (let tick = 0; tick < 20; tick++) {
      act(() => jest.advanceTimersByTime(appPreviewTickMs));
      expected = nextAppPreviewState(expected, replay);
      expect(card('heart')).toHaveTextContent(`${expected.heartRate} bpm`);
      expect(card('battery')).toHaveTextContent(`${expected.battery}%`);
      expect(card('ai')).toHaveTextContent(expected.aiActive ? 'Active' : 'Idle');
      expect(card('reminders')).toHaveTextContent(`${expected.reminders} due`);
    }
  });

  it('hides the settings icon and writes readable text on the admin colours', () => {
    render(withIntl(<AppPreviewPhone initialConfig={{ ...defaultAppPreviewConfig, showSettingsIcon: false, sosColor: '#000000' }} live={false} />));
    expect(screen.queryByRole('img', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByText('Emergency SOS').parentElement).toHaveStyle({ color: '#ffffff' });
  });
});
