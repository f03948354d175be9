import { render, screen } from '@testing-library/react';
import { AlarmSourceBadge, AlarmStatusBadge, TestAlarmBadge, alarmStatusVariant } from '@/components/sos/alarm-badges';
import { withIntl } from '@/__tests__/test-intl';

/** Issue 24: an alarm state has one colour on every page, and a test alarm says so in the reader's language. */
test('each alarm state has its own colour: red open, amber on it, green resolved, grey ended otherwise', () => {
  expect(alarmStatusVariant('active')).toBe('emergency');
  expect(alarmStatusVariant('acknowledged')).toBe('warning');
  expect(alarmStatusVariant('resolved')).toBe('success');
  expect(alarmStatusVariant('cancelled')).toBe('secondary');
  expect(alarmStatusVariant('false_alarm')).toBe('secondary');
});

test('the badge carries the words it is given and its state', () => {
  render(<AlarmStatusBadge status="acknowledged">Someone is on it</AlarmStatusBadge>);
  const badge = screen.getByText('Someone is on it');
  expect(badge).toHaveAttribute('data-variant', 'warning');
  expect(badge).toHaveAttribute('data-alarm-status', 'acknowledged');
});

test('a drill is marked in Spanish as SIMULACRO, not in English (docs/product.md#drills)', () => {
  render(withIntl(<TestAlarmBadge />, 'es'));
  expect(screen.getByTestId('test-alarm-badge')).toHaveTextContent('SIMULACRO');
});

test('an alarm raised by the pendant, a fall or a missed check-in says so; a tap or a test has no source badge', () => {
  const { unmount } = render(
    withIntl(
      <>
        <AlarmSourceBadge source="pendant" />
        <AlarmSourceBadge source="fall" />
        <AlarmSourceBadge source="check_in" />
        <AlarmSourceBadge source="app" />
        <AlarmSourceBadge source="test" />
        <AlarmSourceBadge source={null} />
      </>,
    ),
  );
  expect(screen.getAllByTestId('alarm-source-badge').map((badge) => badge.textContent)).toEqual(['Pendant button', 'Fall detected', 'Missed check-in']);
  unmount();
  render(withIntl(<AlarmSourceBadge source="fall" />, 'nl'));
  expect(screen.getByTestId('alarm-source-badge')).toHaveTextContent('Val gedetecteerd');
});
