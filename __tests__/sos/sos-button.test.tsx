import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SosButton } from '@/components/sos/sos-button';
import { withIntl } from '@/__tests__/test-intl';
import { EARLY_TAP_SCRIPT } from '@/lib/sos/early-tap';
import es from '@/messages/es.json';

/** The button's server HTML: disabled until React, and on /sos the early handler right after it (lib/sos/early-tap.ts). */
describe('the SOS button in the server HTML', () => {
  it('is disabled until hydrated, with no early handler unless the page hands it a nonce', () => {
    const html = renderToString(withIntl(<SosButton onPress={() => {}} />));
    expect(html).toMatch(/<button[^>]*disabled=""/);
    expect(html).not.toContain('<script');
  });

  it('carries the early handler right after the button, with the nonce and the texts in the member’s language', () => {
    document.body.innerHTML = renderToString(withIntl(<SosButton onPress={() => {}} earlyTapNonce="abc123" />, 'es'));
    const script = document.querySelector('script');
    expect(script?.previousElementSibling?.tagName).toBe('BUTTON');
    expect(script?.getAttribute('nonce')).toBe('abc123');
    expect(script?.textContent).toBe(EARLY_TAP_SCRIPT);
    expect({ ...script?.dataset }).toEqual({ sending: es.Sos.sending, retrying: es.Sos.retrying, sent: es.Sos.raised, signedOut: es.OfflineSos.needsSignIn });
    document.body.innerHTML = '';
  });

  it('works once React has it: enabled and marked hydrated', () => {
    const onPress = jest.fn();
    render(withIntl(<SosButton onPress={onPress} earlyTapNonce="abc123" />));
    const button = screen.getByRole('button', { name: 'Send SOS' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('data-hydrated', 'true');
    button.click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
