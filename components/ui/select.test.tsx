import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { polyfillRadixForJsdom } from './test-utils';

beforeAll(polyfillRadixForJsdom);

function CurrencySelect({ onValueChange = jest.fn() }: { onValueChange?: (value: string) => void }) {
  return (
    <Select onValueChange={onValueChange}>
      <SelectTrigger aria-label="Currency">
        <SelectValue placeholder="Choose a currency" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="EUR">Euro</SelectItem>
        <SelectItem value="GBP">Pound sterling</SelectItem>
        <SelectItem value="USD">US dollar</SelectItem>
      </SelectContent>
    </Select>
  );
}

describe('Select', () => {
  it('renders a labelled combobox showing the placeholder', () => {
    render(<CurrencySelect />);
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    expect(trigger).toHaveTextContent('Choose a currency');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('accepts aria-labelledby as the accessible label', () => {
    render(
      <>
        <span id="language-label">Language</span>
        <Select>
          <SelectTrigger aria-labelledby="language-label">
            <SelectValue placeholder="Choose" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="en">English</SelectItem>
          </SelectContent>
        </Select>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('opens on click, lists the options and selects one by pointer', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(<CurrencySelect onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));

    const listbox = screen.getByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Euro',
      'Pound sterling',
      'US dollar',
    ]);

    await user.click(screen.getByRole('option', { name: 'Pound sterling' }));
    expect(onValueChange).toHaveBeenCalledWith('GBP');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('Pound sterling');
  });

  it('is operable by keyboard: open, move, choose', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(<CurrencySelect onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Currency' });

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(onValueChange).toHaveBeenCalledWith('USD');
    expect(trigger).toHaveTextContent('US dollar');
    expect(trigger).toHaveFocus();
  });

  it('jumps to an option by typeahead', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(<CurrencySelect onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('p{Enter}');

    expect(onValueChange).toHaveBeenCalledWith('GBP');
  });

  it('refuses an item with an empty value (docs/product.md#rules)', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() =>
        render(
          <Select defaultOpen>
            <SelectTrigger aria-label="Currency">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="">Nothing</SelectItem>
            </SelectContent>
          </Select>,
        ),
      ).toThrow('SelectItem: value must not be an empty string');
    } finally {
      consoleError.mockRestore();
    }
  });

  it('types an accessible label on the trigger as required (checked by tsc)', () => {
    // @ts-expect-error a trigger needs aria-label or aria-labelledby
    const element = <SelectTrigger />;
    expect(element).toBeTruthy();
  });
});
