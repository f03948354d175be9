import { replyMail } from '@/lib/admin-inbox/reply-mail';

const base = { to: 'ana@example.com', subject: 'Pendant question', original: 'How long\n\ndoes it last?', body: '  Two years.  ', quoteIntro: 'On 24 November 2026, Ana wrote:', fallbackSubject: 'Your message' };

describe('replyMail', () => {
  it('sends the admin’s text to the sender, then their message quoted under the intro', () => {
    expect(replyMail(base)).toEqual({
      to: 'ana@example.com',
      subject: 'Re: Pendant question',
      text: 'Two years.\n\nOn 24 November 2026, Ana wrote:\n> How long\n>\n> does it last?\n',
    });
  });

  it('never stacks "Re:" and falls back to a subject when the message had none', () => {
    expect(replyMail({ ...base, subject: 'RE: Pendant question' }).subject).toBe('RE: Pendant question');
    expect(replyMail({ ...base, subject: null }).subject).toBe('Re: Your message');
    expect(replyMail({ ...base, subject: '   ' }).subject).toBe('Re: Your message');
  });
});
