import { act, render, screen } from '@testing-library/react';
import { useCriticalIslandReady } from '@/components/critical-island/use-critical-island-ready';
import { CRITICAL_ISLAND_ATTRIBUTE, GIVE_UP_MS, isCriticalIslandReady, markCriticalIslandReady, onCriticalIslandReady, resetCriticalIsland } from '@/lib/critical-island';

function Probe() {
  return <p data-testid="ready">{String(useCriticalIslandReady())}</p>;
}

function withIsland() {
  const island = document.createElement('section');
  island.setAttribute(CRITICAL_ISLAND_ATTRIBUTE, '');
  document.body.append(island);
  return island;
}

afterEach(() => {
  resetCriticalIsland();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('the critical island (lib/critical-island.ts)', () => {
  it('is ready at once on a page that has none', () => {
    expect(isCriticalIslandReady()).toBe(true);
    render(<Probe />);
    expect(screen.getByTestId('ready')).toHaveTextContent('true');
  });

  it('holds what waits until the island says it works, then lets it go once', () => {
    withIsland();
    const listener = jest.fn();
    onCriticalIslandReady(listener);
    render(<Probe />);
    expect(screen.getByTestId('ready')).toHaveTextContent('false');
    act(() => markCriticalIslandReady());
    expect(screen.getByTestId('ready')).toHaveTextContent('true');
    markCriticalIslandReady();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never goes back: an island that appears later does not hold anything again', () => {
    expect(isCriticalIslandReady()).toBe(true);
    withIsland();
    expect(isCriticalIslandReady()).toBe(true);
  });

  it('gives up waiting when the island never says so, so the app is never held for ever', () => {
    jest.useFakeTimers();
    withIsland();
    render(<Probe />);
    expect(screen.getByTestId('ready')).toHaveTextContent('false');
    act(() => jest.advanceTimersByTime(GIVE_UP_MS - 1));
    expect(screen.getByTestId('ready')).toHaveTextContent('false');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('ready')).toHaveTextContent('true');
  });
});
