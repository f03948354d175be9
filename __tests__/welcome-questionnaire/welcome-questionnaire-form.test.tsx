import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { WelcomeQuestionnaireForm } from '@/components/welcome-questionnaire/welcome-questionnaire-form';
import { saveWelcomeQuestionnaire } from '@/lib/actions/welcome-questionnaire';
import { formValuesOf } from '@/lib/welcome-questionnaire';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/welcome-questionnaire', () => ({ saveWelcomeQuestionnaire: jest.fn() }));
const save = jest.mocked(saveWelcomeQuestionnaire);

type Props = ComponentProps<typeof WelcomeQuestionnaireForm>;
const fresh: Props = {
  initialValues: formValuesOf({}),
  context: { conditionsKnown: false, healthConsentHeld: false },
  knownConditions: [],
  medicalNotes: null,
  completed: false,
};

const renderForm = (props: Partial<Props> = {}, locale: 'en' | 'nl' | 'es' = 'en') => render(withIntl(<WelcomeQuestionnaireForm {...fresh} {...props} />, locale));
const group = (name: string) => screen.getByRole('group', { name });

beforeEach(() => save.mockReset());

describe('WelcomeQuestionnaireForm', () => {
  it('asks every question as a labelled group or field, each with "Prefer not to say" checked when unanswered', () => {
    renderForm();
    for (const legend of ['Who do you live with?', 'How do you get around at home?', 'When do you prefer us to call about things that are not urgent?', 'How did you hear about ICE SOS?']) {
      expect(within(group(legend)).getByRole('radio', { name: 'Prefer not to say' })).toBeChecked();
    }
    expect(group('How do you get around at home?')).toHaveAccessibleDescription(/bring the right help/);
    expect(screen.getByLabelText('What should responders know when they arrive at your home?')).toBeInTheDocument();
    expect(screen.getByLabelText('Do you have any conditions responders should know about in an emergency?')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree that ICE SOS keeps my answers/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/member-dashboard');
  });

  it('shows what the medical profile holds instead of asking for it again', () => {
    renderForm({
      context: { conditionsKnown: true, healthConsentHeld: true },
      knownConditions: ['Type 2 diabetes'],
      medicalNotes: 'Spare key with the neighbour.',
    });
    const known = screen.getByRole('region', { name: 'You told us' });
    expect(within(known).getByText('Type 2 diabetes')).toBeVisible();
    expect(within(known).getByText('Spare key with the neighbour.')).toBeVisible();
    expect(screen.queryByLabelText('Do you have any conditions responders should know about in an emergency?')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Anything to add for responders arriving at your home?')).toBeInTheDocument();
  });

  it('opens the follow-up fields of "Something else" and "Between specific times" only when chosen', async () => {
    renderForm();
    expect(screen.queryByLabelText('Tell us more (optional)')).not.toBeInTheDocument();
    await userEvent.click(within(group('Who do you live with?')).getByRole('radio', { name: 'Something else' }));
    expect(screen.getByLabelText('Tell us more (optional)')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Between specific times' }));
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'time');
  });

  it('refuses health answers without consent, by the box, without calling the server', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'I use a wheelchair' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    const consent = screen.getByRole('checkbox', { name: /I agree that ICE SOS keeps my answers/ });
    await waitFor(() => expect(consent).toHaveAttribute('aria-invalid', 'true'));
    expect(consent).toHaveAccessibleDescription(expect.stringContaining('please tick the box to agree'));
    expect(save).not.toHaveBeenCalled();
  });

  it("saves the form's own values, says thank you, and offers the dashboard instead of skipping", async () => {
    let answer: (value: Awaited<ReturnType<typeof saveWelcomeQuestionnaire>>) => void = () => undefined;
    save.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'I live alone' }));
    await userEvent.type(screen.getByLabelText('What should responders know when they arrive at your home?'), 'Two cats');
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ livingSituation: 'alone', arrivalNotes: 'Two cats', mobility: '' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await act(async () => answer({ data: { saved: true } }));
    expect(await screen.findByText('Thank you. Your answers are saved; you can change them here at any time.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/member-dashboard');
  });

  it("shows a server refusal in the member's language, by the field and above the buttons", async () => {
    // Field errors come keyed by the form's fields (the schema's input), whatever the inferred type says.
    save.mockResolvedValue({ validationErrors: { fieldErrors: { contactTo: ['timesEqual'] } } } as unknown as Awaited<ReturnType<typeof saveWelcomeQuestionnaire>>);
    renderForm({ context: { conditionsKnown: false, healthConsentHeld: true } }, 'es');
    await userEvent.click(screen.getByRole('radio', { name: 'Entre horas concretas' }));
    await userEvent.type(screen.getByLabelText('Desde'), '09:00');
    await userEvent.type(screen.getByLabelText('Hasta'), '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar respuestas' }));
    expect(await screen.findByText('Elija dos horas distintas.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Algunas respuestas no se pudieron guardar. Revíselas e inténtelo de nuevo.');
  });

  it('says so when saving failed, in Dutch', async () => {
    save.mockRejectedValue(new Error('network'));
    renderForm({}, 'nl');
    await userEvent.click(screen.getByRole('button', { name: 'Antwoorden opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Uw antwoorden konden niet worden opgeslagen. Probeer het opnieuw.');
    expect(screen.getByRole('link', { name: 'Nu overslaan' })).toHaveAttribute('href', '/nl/member-dashboard');
  });
});
