import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ContactForm } from '@/components/contact/contact-form';
import { submitContactMessage } from '@/lib/actions/contact';
import { CONTACT_LIMITS } from '@/lib/validation/contact';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/contact', () => ({ submitContactMessage: jest.fn() }));
jest.mock('@/components/legal/policy-link', () => ({
  PolicyLink: ({ children }: { children: ReactNode }) => <a href="#policy">{children}</a>,
}));

const send = jest.mocked(submitContactMessage);
type Result = Awaited<ReturnType<typeof submitContactMessage>>;

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

async function fillIn() {
  await userEvent.type(field('Name'), 'Ana García');
  await userEvent.type(field('E-mail address'), 'ana@example.com');
  await userEvent.type(field('Subject'), 'Pendant battery');
  await userEvent.type(field('Message'), 'How long does it last between charges?');
  await userEvent.click(screen.getByRole('checkbox'));
}

function expectKept() {
  expect(field('Name')).toHaveValue('Ana García');
  expect(field('E-mail address')).toHaveValue('ana@example.com');
  expect(field('Subject')).toHaveValue('Pendant battery');
  expect(field('Message')).toHaveValue('How long does it last between charges?');
  expect(screen.getByRole('checkbox')).toBeChecked();
}

beforeEach(() => {
  send.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ContactForm', () => {
  it('takes every length limit from CONTACT_LIMITS', () => {
    render(withIntl(<ContactForm />));
    expect(field('Name')).toHaveAttribute('maxlength', String(CONTACT_LIMITS.name.max));
    expect(field('E-mail address')).toHaveAttribute('maxlength', String(CONTACT_LIMITS.email.max));
    expect(field('Subject')).toHaveAttribute('maxlength', String(CONTACT_LIMITS.subject.max));
    expect(field('Message')).toHaveAttribute('maxlength', String(CONTACT_LIMITS.message.max));
  });

  it('keeps the names the page and its tests rely on', () => {
    const { container } = render(withIntl(<ContactForm />));
    const names = [...container.querySelectorAll('input, textarea')].map((element) => element.getAttribute('name'));
    expect(names).toEqual(['name', 'email', 'subject', 'message', 'website', 'accepted']);
  });

  it('shows every message by its field, translated, focuses the first, and sends nothing', async () => {
    render(withIntl(<ContactForm />, 'es'));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(field('Nombre')).toHaveFocus();
    expect(field('Nombre')).toHaveAccessibleDescription(expect.stringContaining('2'));
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the checked message with the page language; success clears the form and says so', async () => {
    let answer: (result: Result) => void = () => undefined;
    send.mockImplementation(() => new Promise<Result>((resolve) => (answer = resolve)));
    render(withIntl(<ContactForm />, 'nl'));
    await userEvent.type(field('Naam'), ' Ana García ');
    await userEvent.type(field('E-mailadres'), 'ana@example.com');
    await userEvent.type(field('Onderwerp'), 'Pendant battery');
    await userEvent.type(field('Bericht'), 'How long does it last between charges?');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Bericht versturen' }));

    expect(send).toHaveBeenCalledWith({
      name: 'Ana García',
      email: 'ana@example.com',
      subject: 'Pendant battery',
      message: 'How long does it last between charges?',
      accepted: true,
      website: '',
      locale: 'nl',
    });
    expect(screen.getByRole('button', { name: 'Bezig met versturen…' })).toBeDisabled();

    await act(async () => answer({ data: { sent: true } }));
    expect(screen.getByRole('status')).toHaveTextContent('Bericht succesvol verzonden!');
    expect(field('Naam')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('shows the failure and keeps everything typed when the send fails or never arrives', async () => {
    send.mockResolvedValueOnce({ serverError: 'failed' });
    render(withIntl(<ContactForm />));
    await fillIn();
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    expectKept();

    send.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    expectKept();
  });

  it('says when too many messages were sent, keeping everything typed', async () => {
    send.mockResolvedValueOnce({ serverError: 'rateLimited' });
    render(withIntl(<ContactForm />));
    await fillIn();
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several messages in a short time.');
    expectKept();
  });

  it("shows the server's field errors by their fields and keeps the values", async () => {
    send.mockResolvedValueOnce({ validationErrors: { formErrors: [], fieldErrors: { email: ['emailInvalid'] } } });
    render(withIntl(<ContactForm />));
    await fillIn();
    await userEvent.click(sendButton());
    expect(field('E-mail address')).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@example.com.');
    expect(field('E-mail address')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expectKept();
  });
});
