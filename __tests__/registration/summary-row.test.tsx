import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { SummaryRow } from '@/components/registration/summary-row';
import en from '@/messages/en.json';
import { withIntl } from '../test-intl';

const errors = en.Registration.errors;
const onSave = jest.fn<string | null, [string]>();
const errorText = (key: string) => errors[key as keyof typeof errors] ?? key;

const renderRow = (props: Partial<ComponentProps<typeof SummaryRow>> = {}) =>
  render(
    withIntl(
      <dl>
        <SummaryRow label="Name" shown="Ana" editValue="Ana" onSave={onSave} errorText={errorText} {...props} />
      </dl>,
    ),
  );

beforeEach(() => onSave.mockReset());

describe('SummaryRow', () => {
  it('edits the answer in place: the field opens with the answer, focused, and a saved value closes it, focus back on "Edit"', async () => {
    onSave.mockReturnValue(null);
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Name' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Ana');
    expect(field).toHaveFocus();

    await userEvent.clear(field);
    await userEvent.type(field, 'Ana María{Enter}');
    expect(onSave).toHaveBeenCalledWith('Ana María');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Name' })).toHaveFocus());
  });

  it('keeps a refused value open with its message by the field, said at once, and saves nothing else', async () => {
    onSave.mockReturnValueOnce('nameInvalid');
    renderRow();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Name' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith('1');
    expect(screen.getByRole('alert')).toHaveTextContent(errors.nameInvalid);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(errors.nameInvalid);
    expect(field).toHaveValue('1');
  });

  it('offers a choice where the answer is one, and Escape leaves without saving', async () => {
    renderRow({
      label: 'Language',
      shown: null,
      editValue: '',
      options: [
        { value: 'en', label: 'English' },
        { value: 'es', label: 'Español' },
      ],
    });
    expect(screen.getByText('Not answered yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Language' }));
    const choice = screen.getByRole('combobox', { name: 'Language' });
    expect(choice).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeInTheDocument();
    await userEvent.selectOptions(choice, 'es');
    expect(screen.queryByRole('option', { name: 'Choose…' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
