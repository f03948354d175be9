import { protectionOf } from '@/lib/data/protection';

describe('protectionOf', () => {
  it('is protected by an active plan or a trial', () => {
    expect(protectionOf(['active'])).toEqual({ protected: true, reason: null });
    expect(protectionOf(['trialing'])).toEqual({ protected: true, reason: null });
  });

  it('says there is no plan when the member never subscribed', () => {
    expect(protectionOf([])).toEqual({ protected: false, reason: 'noPlan' });
  });

  it('names a payment problem for past_due (Stripe unpaid is stored as past_due)', () => {
    expect(protectionOf(['past_due'])).toEqual({ protected: false, reason: 'paymentProblem' });
  });

  it('says the first payment was not completed for incomplete', () => {
    expect(protectionOf(['incomplete'])).toEqual({ protected: false, reason: 'notCompleted' });
  });

  it('says the plan ended for canceled', () => {
    expect(protectionOf(['canceled'])).toEqual({ protected: false, reason: 'ended' });
  });

  it('lets one protecting plan win over older ended ones', () => {
    expect(protectionOf(['canceled', 'active'])).toEqual({ protected: true, reason: null });
  });

  it('asks to fix a payment before restarting an ended plan', () => {
    expect(protectionOf(['canceled', 'past_due'])).toEqual({ protected: false, reason: 'paymentProblem' });
    expect(protectionOf(['canceled', 'incomplete'])).toEqual({ protected: false, reason: 'notCompleted' });
  });
});
