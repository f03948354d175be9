import { billingData, billingProblem } from '@/components/billing/subscription/billing-answer';

const idle = { hasErrored: false, hasSucceeded: false };

describe("the subscription page's reading of an action's answer", () => {
  it('hands over the data of a success only', async () => {
    await expect(billingData(Promise.resolve({ data: { url: 'https://billing.example/session' } }))).resolves.toEqual({ url: 'https://billing.example/session' });
    await expect(billingData(Promise.resolve({ serverError: 'failed' }))).resolves.toBeNull();
    await expect(billingData(Promise.resolve({ validationErrors: { formErrors: ['invalid'] } }))).resolves.toBeNull();
    await expect(billingData(Promise.resolve({}))).resolves.toBeNull();
    // A call that threw: no answer at all, and no rejection left for the page to handle.
    await expect(billingData(Promise.reject(new Error('offline')))).resolves.toBeNull();
  });

  it("says nothing while idle, running or after a success, 'signedOut' when signed out, 'failed' for anything else", () => {
    expect(billingProblem({ ...idle, result: {} })).toBeNull();
    expect(billingProblem({ ...idle, hasSucceeded: true, result: { data: { status: 'undone' } } })).toBeNull();
    expect(billingProblem({ ...idle, hasErrored: true, result: { serverError: 'signedOut' } })).toBe('signedOut');
    expect(billingProblem({ ...idle, hasErrored: true, result: { serverError: 'rateLimited' } })).toBe('failed');
    expect(billingProblem({ ...idle, hasErrored: true, result: { validationErrors: { fieldErrors: { planId: ['invalid'] } } } })).toBe('failed');
    // useAction leaves an empty result when the call threw.
    expect(billingProblem({ ...idle, hasErrored: true, result: {} })).toBe('failed');
    expect(billingProblem({ ...idle, hasSucceeded: true, result: {} })).toBe('failed');
  });
});
