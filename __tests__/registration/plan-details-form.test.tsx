import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlanDetailsForm } from '@/components/registration/plan-details-form';
import { savePlanDetails } from '@/lib/actions/plan-details';
import { withIntl } from '../test-intl';

jest.mock('@/lib/actions/plan-details', () => ({ savePlanDetails: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/register' }));

beforeEach(() => jest.clearAllMocks());

const save = () => userEvent.click(screen.getByRole('button', { name: 'Continue to my plan' }));

describe('PlanDetailsForm (the step before checkout, issue 44)', () => {
  it('asks only what is missing, saves it once and reads the hand-off again (the checkout)', async () => {
    jest.mocked(savePlanDetails).mockResolvedValue({ data: { status: 'saved' } });
    render(withIntl(<PlanDetailsForm missing={['phone']} />));
    expect(screen.queryByLabelText('Country of residence')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your mobile phone number'), '600 123 456');
    await save();
    expect(savePlanDetails).toHaveBeenCalledWith({ country: '', phone: '600 123 456' });
    expect(refresh).toHaveBeenCalled();
  });

  it('shows the details the server found wrong by their fields, in the registration’s words, and stays', async () => {
    jest.mocked(savePlanDetails).mockResolvedValue({ data: { status: 'invalid', invalid: ['country', 'phone'] } });
    render(withIntl(<PlanDetailsForm missing={['country', 'phone']} />));
    await save();
    expect(await screen.findByText('Choose the country where the protected person lives.')).toBeInTheDocument();
    expect(screen.getByText(/Enter a valid mobile number for the chosen country/)).toBeInTheDocument();
    expect(screen.getByLabelText('Country of residence')).toHaveFocus();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('speaks Spanish, with every country to choose from', async () => {
    jest.mocked(savePlanDetails).mockResolvedValue({ data: { status: 'saved' } });
    render(withIntl(<PlanDetailsForm missing={['country', 'phone']} />, 'es'));
    await userEvent.selectOptions(screen.getByLabelText('País de residencia'), 'ES');
    await userEvent.type(screen.getByLabelText(/móvil/i), '600123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar con mi plan' }));
    expect(savePlanDetails).toHaveBeenCalledWith({ country: 'ES', phone: '600123456' });
  });
});
