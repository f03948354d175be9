import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntroVideoButton } from '@/components/site/intro-video-button';
import { IntroVideoProvider } from '@/components/site/intro-video-context';
import { withIntl } from '../test-intl';

function renderWithButton(videoId?: 'meet-emma') {
  render(
    withIntl(
      <IntroVideoProvider>
        <IntroVideoButton videoId={videoId}>Intro Video</IntroVideoButton>
      </IntroVideoProvider>,
    ),
  );
}

describe('intro video dialog (docs/product.md#routes-and-screens)', () => {
  it('lists five videos, says more tutorials are coming, plays one embedded and goes back', async () => {
    renderWithButton();
    await userEvent.click(screen.getByRole('button', { name: 'Intro Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intro videos' });
    expect(dialog).toHaveTextContent('More tutorials will be added soon.');
    const items = within(dialog).getAllByRole('button', { name: /^Play: / });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Play: Meet Emma',
      'Play: Overview',
      'Play: Family protection',
      'Play: For all ages',
      'Play: Call centre Spain',
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Play: Call centre Spain' }));
    const player = screen.getByTitle('Call centre Spain');
    expect(player).toHaveAttribute('src', expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/zOgSKzktc7g/));
    await userEvent.click(screen.getByRole('button', { name: 'Back to videos' }));
    expect(screen.getAllByRole('button', { name: /^Play: / })).toHaveLength(5);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intro Video' })).toHaveFocus();
  });

  it('falls back to the smaller thumbnail, then to "Image unavailable"', async () => {
    renderWithButton();
    await userEvent.click(screen.getByRole('button', { name: 'Intro Video' }));
    const item = await screen.findByRole('button', { name: 'Play: Overview' });
    const image = () => item.querySelector('img');
    expect(image()).toHaveAttribute('src', 'https://img.youtube.com/vi/2LBrvRXiYwg/hqdefault.jpg');
    fireEvent.error(image()!);
    expect(image()).toHaveAttribute('src', 'https://img.youtube.com/vi/2LBrvRXiYwg/default.jpg');
    fireEvent.error(image()!);
    expect(image()).toBeNull();
    expect(item).toHaveTextContent('Image unavailable');
  });

  it('can open straight on one video', async () => {
    renderWithButton('meet-emma');
    await userEvent.click(screen.getByRole('button', { name: 'Intro Video' }));
    expect(await screen.findByTitle('Meet Emma')).toHaveAttribute('src', expect.stringContaining('/embed/VC01cLzxjo4'));
  });
});
