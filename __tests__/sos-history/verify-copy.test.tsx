import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyCopy } from '@/components/sos-history/verify-copy';
import { timelineDigest } from '@/lib/sos-history/digest';
import es from '@/messages/es.json';
import { withIntl } from '../test-intl';

// jsdom lacks Web Crypto's digest and TextEncoder; the browser and Node have both.
beforeAll(() => {
  Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});

const entries = [{ id: 1, event_id: 'ev-1', at: '2026-11-24T10:00:00+00:00', kind: 'created', actor_id: 'm1', note: null, details: {}, actor: 'Usted' }];
const fileOf = (content: unknown, name = 'copia.json') => {
  const file = new File([JSON.stringify(content)], name, { type: 'application/json' });
  // jsdom's File has no text(); the browser's has.
  Object.defineProperty(file, 'text', { value: async () => JSON.stringify(content) });
  return file;
};

describe('VerifyCopy', () => {
  it('says in words whether a chosen copy matches, with a labelled file input', async () => {
    const digest = await timelineDigest(entries);
    render(withIntl(<VerifyCopy eventId="ev-1" digest={digest} />, 'es'));
    const input = screen.getByLabelText(es.SosHistory.verify.label);
    await userEvent.upload(input, fileOf({ event: { id: 'ev-1' }, entries }));
    // The status first says it is checking (hashing is asynchronous), then gives the result.
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(es.SosHistory.verify.result.match));

    await userEvent.upload(input, fileOf({ event: { id: 'ev-1' }, entries: [{ ...entries[0], kind: 'false_alarm' }] }));
    expect(await screen.findByText(es.SosHistory.verify.result.mismatch)).toBeInTheDocument();

    await userEvent.upload(input, fileOf({ nothing: true }));
    expect(await screen.findByText(es.SosHistory.verify.result.unreadable)).toBeInTheDocument();
  });

  it('says the copy is unreadable when the browser cannot read it, instead of checking for ever', async () => {
    render(withIntl(<VerifyCopy eventId="ev-1" digest="x" />, 'es'));
    const broken = new File(['{}'], 'roto.json', { type: 'application/json' });
    Object.defineProperty(broken, 'text', { value: () => Promise.reject(new Error('NotReadableError')) });
    await userEvent.upload(screen.getByLabelText(es.SosHistory.verify.label), broken);
    expect(await screen.findByText(es.SosHistory.verify.result.unreadable)).toBeInTheDocument();
  });

  it('answers about the file chosen last, even when an earlier one is slower to check', async () => {
    const digest = await timelineDigest(entries);
    render(withIntl(<VerifyCopy eventId="ev-1" digest={digest} />, 'es'));
    const input = screen.getByLabelText(es.SosHistory.verify.label);
    let finishSlow: (text: string) => void = () => {};
    const slow = new File(['{}'], 'lenta.json', { type: 'application/json' });
    Object.defineProperty(slow, 'text', { value: () => new Promise<string>((resolve) => (finishSlow = resolve)) });
    await userEvent.upload(input, slow);
    await userEvent.upload(input, fileOf({ event: { id: 'ev-1' }, entries }));
    expect(await screen.findByText(es.SosHistory.verify.result.match)).toBeInTheDocument();
    // The first file's answer arrives late: it must not replace the answer about the second.
    finishSlow(JSON.stringify({ nothing: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('verify-copy-result')).toHaveAttribute('data-result', 'match');
  });
});
