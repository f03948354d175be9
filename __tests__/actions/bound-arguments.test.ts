/** @jest-environment node */
import { actionClient } from '@/lib/actions/safe-action';
import { z } from '@/lib/zod';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));

// Bound arguments (registration's locale) come from the page, but a client can send anything.
const localised = actionClient.bindArgsSchemas([z.enum(['en', 'nl', 'es'])]).action(async ({ bindArgsParsedInputs: [locale] }) => ({ locale }));

describe('an action with bound arguments', () => {
  it('answers altered bound arguments as bad input, without logging a failure', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(localised('fr' as never)).resolves.toEqual({ serverError: 'invalid' });
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('runs with valid ones', async () => {
    await expect(localised('nl')).resolves.toEqual({ data: { locale: 'nl' } });
  });
});
