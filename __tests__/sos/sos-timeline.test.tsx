import { render, screen } from '@testing-library/react';
import { SosTimeline } from '@/components/sos/sos-timeline';
import type { SosTimelineStep } from '@/lib/data/sos';
import { withIntl } from '../test-intl';

const step = (id: number, details: Record<string, unknown>): SosTimelineStep =>
  ({ id, event_id: 'e1', at: '2026-11-24T13:00:05Z', kind: 'notified', actor_id: null, note: null, details }) as unknown as SosTimelineStep;

describe('a contact’s delivery step says which contact', () => {
  it('names the contact beside the channel, in each language', () => {
    const steps = [step(1, { channel: 'sms', notification_id: 'n1', contact_name: 'Luis García' }), step(2, { channel: 'email', notification_id: 'n2', contact_name: 'Marta Ruiz' })];
    render(withIntl(<SosTimeline steps={steps} names={{}} />, 'es'));
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Contacto avisado · Luis García · SMS');
    expect(items[1]).toHaveTextContent('Marta Ruiz');
  });

  it('still reads when an older step has no name', () => {
    render(withIntl(<SosTimeline steps={[step(1, { channel: 'sms', notification_id: 'n1' })]} names={{}} />, 'nl'));
    expect(screen.getByRole('listitem')).not.toHaveTextContent('undefined');
  });
});
