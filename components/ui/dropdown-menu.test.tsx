import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from './dropdown-menu';
import { polyfillRadixForJsdom } from './test-utils';

beforeAll(polyfillRadixForJsdom);

function Menu({ onSelect = jest.fn() }: { onSelect?: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Options</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Signed in</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSelect}>First</DropdownMenuItem>
        <DropdownMenuItem>Second</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens with the keyboard on its first item, moves with the arrows, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Options' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const [first, second] = screen.getAllByRole('menuitem');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('runs an item with Enter and closes', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Menu onSelect={onSelect} />);
    screen.getByRole('button', { name: 'Options' }).focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps items at least 44 px high for touch', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Options' }));
    for (const item of screen.getAllByRole('menuitem')) expect(item).toHaveClass('min-h-11');
  });
});
