import { render, screen, within } from '@testing-library/react';
import { ChatMessageList } from '@/components/chat/chat-message-list';
import { createChatMessage } from '@/lib/chat/chat-message';
import { withIntl } from '../test-intl';

// Issue 24: Emma's emergency answers offered no tappable 112.
describe("Emma's 112", () => {
  it('is a phone link wherever Emma says it, and only there', () => {
    render(
      withIntl(
        <ChatMessageList
          pending={false}
          messages={[
            createChatMessage('Is 112 free to call? My code is 41128.', true),
            createChatMessage('Yes: 112 is free from any phone, also +3411200 is not it.', false),
          ]}
        />,
        'en',
      ),
    );
    const log = screen.getByRole('log');
    const links = within(log).getAllByRole('link', { name: 'Call 112, the emergency number' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'tel:112');
    expect(links[0]).toHaveTextContent('112');
    expect(log.querySelector('[data-author="user"] a')).toBeNull();
    expect(log).toHaveTextContent('also +3411200 is not it.');
  });

  it.each([
    ['en', 'Call 112'],
    ['nl', 'Bel 112'],
    ['es', 'Llame al 112'],
  ] as const)('%s: an emergency answer ends with a call button', (locale, label) => {
    const answer = { ...createChatMessage('Dit klinkt als een noodgeval. Bel nu 112.', false), emergency: true };
    render(withIntl(<ChatMessageList pending={false} messages={[answer, createChatMessage('Gewoon antwoord', false)]} />, locale));
    const buttons = screen.getAllByTestId('emma-call-112');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent(label);
    expect(buttons[0]).toHaveAttribute('href', 'tel:112');
  });
});
