import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentEditor } from '@/components/site-content/content-editor';
import { resetAppPreview, restoreAppPreviewVersion, saveAppPreview } from '@/lib/actions/site-content';
import { defaultAppPreviewConfig, type AppPreviewConfig } from '@/lib/site-content/app-preview';
import type { ContentVersion } from '@/lib/data/site-content-versions';
import { withIntl } from '../test-intl';

const { routerMock } = jest.requireActual('../home/mocks');
jest.mock('next/navigation', () => jest.requireActual('../home/mocks').nextNavigationMock());
jest.mock('@/lib/actions/site-content', () => ({ saveAppPreview: jest.fn(), restoreAppPreviewVersion: jest.fn(), resetAppPreview: jest.fn() }));

const save = saveAppPreview as unknown as jest.Mock;
const restore = restoreAppPreviewVersion as unknown as jest.Mock;
const reset = resetAppPreview as unknown as jest.Mock;

// No translations, so the Dutch fields start empty.
const stored: AppPreviewConfig = { ...defaultAppPreviewConfig, tagline: 'Help in one tap', translations: {} };
const older: ContentVersion = { version: 2, savedAt: '2026-11-20T10:00:00Z', savedBy: 'Bea Admin', savedByKind: 'admin', value: { ...stored, tagline: 'An older tagline', enableAiCard: true } };
const latest: ContentVersion = { version: 3, savedAt: '2026-11-21T10:00:00Z', savedBy: 'Ana Admin', savedByKind: 'admin', value: stored };

function renderEditor(locale: 'en' | 'nl' = 'en') {
  return render(withIntl(<ContentEditor current={stored} version={3} versions={[latest, older]} />, locale));
}

const tagline = () => screen.getByTestId('app-preview-tagline');
const saveState = () => screen.getByTestId('content-save-state');

beforeEach(() => jest.clearAllMocks());

describe('ContentEditor', () => {
  it('draws what is typed in the live preview, per language, with English as the fallback', async () => {
    renderEditor();
    const field = screen.getByLabelText('Tagline');
    await userEvent.clear(field);
    await userEvent.type(field, 'Help is one tap away');
    expect(tagline()).toHaveTextContent('Help is one tap away');

    await userEvent.click(screen.getByRole('radio', { name: 'Dutch' }));
    const dutch = screen.getByLabelText('Tagline');
    // Empty in Dutch: the English text is the placeholder, and the preview shows it.
    expect(dutch).toHaveValue('');
    expect(dutch).toHaveAttribute('placeholder', 'Help is one tap away');
    expect(tagline()).toHaveTextContent('Help is one tap away');
    await userEvent.type(dutch, 'Eén tik voor hulp');
    expect(tagline()).toHaveTextContent('Eén tik voor hulp');
  });

  it('goes idle → saving → saved, sends the version it started from, and is idle again after a change', async () => {
    let answer: (value: unknown) => void = () => undefined;
    save.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderEditor();
    expect(saveState()).toHaveTextContent('No unsaved changes.');
    await userEvent.clear(screen.getByLabelText('Tagline'));
    await userEvent.type(screen.getByLabelText('Tagline'), '  Help now ');
    expect(saveState()).toHaveTextContent('Unsaved changes.');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveState()).toHaveTextContent('Saving…');
    expect(saveState()).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(save).toHaveBeenCalledWith({ baseVersion: 3, value: { ...stored, tagline: 'Help now' } });

    expect(screen.getByTestId('content-preview-hint')).toHaveTextContent('Your unsaved changes, in English.');
    await act(async () => answer({ data: { status: 'saved', version: 4 } }));
    expect(saveState()).toHaveTextContent('Saved.');
    // Nothing on the page says "unsaved" once it is saved: the preview is what visitors see.
    expect(screen.getByTestId('content-preview-hint')).toHaveTextContent('What visitors see now, in English.');
    expect(document.body).not.toHaveTextContent(/unsaved/i);
    expect(routerMock.refresh).toHaveBeenCalled();
    // The stored, trimmed text is what the form shows now.
    expect(screen.getByLabelText('Tagline')).toHaveValue('Help now');

    await userEvent.type(screen.getByLabelText('App name'), '!');
    expect(saveState()).toHaveTextContent('Unsaved changes.');
  });

  it('refuses an empty text by its field, focused, without calling the server', async () => {
    renderEditor();
    await userEvent.clear(screen.getByLabelText('Tagline'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a text.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Tagline')).toHaveFocus());
    expect(screen.getByText(/Some fields need fixing/).closest('[role="alert"]')).not.toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('on a conflict shows who and when, merges, and saves the choices on top of their version', async () => {
    const theirs: ContentVersion = {
      version: 4,
      savedAt: '2026-11-24T09:30:00Z',
      savedBy: 'Ana Admin',
      savedByKind: 'admin',
      value: { ...stored, tagline: 'Their tagline', sosColor: '#000000', voiceLabel: 'Their voice' },
    };
    save.mockResolvedValueOnce({ data: { status: 'conflict', current: theirs } }).mockResolvedValueOnce({ data: { status: 'saved', version: 5 } });
    renderEditor();
    await userEvent.clear(screen.getByLabelText('Tagline'));
    await userEvent.type(screen.getByLabelText('Tagline'), 'My tagline');
    await userEvent.clear(screen.getByLabelText('Voice status'));
    await userEvent.type(screen.getByLabelText('Voice status'), 'My voice');
    await userEvent.clear(screen.getByLabelText('App name'));
    await userEvent.type(screen.getByLabelText('App name'), 'My app');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const heading = await screen.findByRole('heading', { name: 'Someone else saved in the meantime' });
    await waitFor(() => expect(heading).toHaveFocus());
    const panel = screen.getByTestId('content-conflict');
    expect(within(panel).getByTestId('content-conflict-by')).toHaveTextContent('Changed by Ana Admin at');
    expect(within(panel).getByTestId('content-conflict-by').querySelector('time')).toHaveAttribute('dateTime', theirs.savedAt);
    expect(within(panel).getAllByTestId('content-conflict-field')).toHaveLength(2);

    // Both choices named with the field and both values.
    const taglineGroup = within(panel).getByRole('group', { name: 'Tagline' });
    expect(within(taglineGroup).getByRole('radio', { name: 'Keep mine: My tagline' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save merged' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('for every field first');
    expect(save).toHaveBeenCalledTimes(1);

    await userEvent.click(within(taglineGroup).getByRole('radio', { name: 'Use theirs: Their tagline' }));
    await userEvent.click(within(panel).getByRole('radio', { name: 'Keep mine: My voice' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save merged' }));

    expect(save).toHaveBeenLastCalledWith({
      baseVersion: 4,
      // Theirs where chosen, their colour (only they changed it), my app name (only I changed it).
      value: { ...stored, tagline: 'Their tagline', sosColor: '#000000', voiceLabel: 'My voice', appName: 'My app' },
    });
    await waitFor(() => expect(saveState()).toHaveTextContent('Saved.'));
    expect(screen.queryByTestId('content-conflict')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tagline')).toHaveValue('Their tagline');
  });

  it('compares a saved version with the form, field by field', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Compare with current (version 2)' }));
    const table = screen.getByRole('table', { name: 'Differences between version 2 and the form' });
    const rows = within(table).getAllByTestId('content-diff-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Tagline');
    expect(rows[0]).toHaveTextContent('An older tagline');
    expect(rows[0]).toHaveTextContent('Help in one tap');
    expect(rows[1]).toHaveTextContent('Emma AI card');
    expect(rows[1]).toHaveTextContent('OnOff');

    await userEvent.click(screen.getByRole('button', { name: 'Compare with current (version 3)' }));
    expect(screen.getByTestId('content-diff')).toHaveTextContent('Version 3 is the same as the form.');
  });

  it('asks before restoring a version, then shows it in the form', async () => {
    restore.mockResolvedValue({ data: { status: 'saved', version: 4 } });
    renderEditor();
    // The version shown now has nothing to restore.
    expect(screen.queryByRole('button', { name: 'Restore (version 3)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore (version 2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 2?' });
    expect(restore).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Keep the current content' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(restore).toHaveBeenCalledWith({ version: 2, baseVersion: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Tagline')).toHaveValue('An older tagline');
    expect(tagline()).toHaveTextContent('An older tagline');
    expect(screen.getByText('Version 2 is back, saved as version 4.')).toBeInTheDocument();
    expect(routerMock.refresh).toHaveBeenCalled();
  });

  it('adds, moves and removes cards, keeping the focus on the card and saying what happened', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    const cards = () => screen.getAllByTestId('content-card');
    expect(cards()).toHaveLength(2);
    const icon = within(cards()[1]).getByLabelText('Icon');
    await waitFor(() => expect(icon).toHaveFocus());
    expect(screen.getByText('Card 2 added.')).toBeInTheDocument();
    await userEvent.type(within(cards()[1]).getByLabelText('Title'), 'Location');

    await userEvent.click(screen.getByRole('button', { name: 'Move up (card 2)' }));
    expect(within(cards()[0]).getByLabelText('Title')).toHaveValue('Location');
    // Now first, it cannot go up: focus moves to its other move button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down (card 1)' })).toHaveFocus());
    expect(screen.getByText('Card moved to place 1.')).toBeInTheDocument();
    expect(document.querySelector('[data-card="custom-0"]')).toHaveTextContent('Location');

    await userEvent.click(screen.getByRole('button', { name: 'Remove (card 1)' }));
    expect(cards()).toHaveLength(1);
    await waitFor(() => expect(within(cards()[0]).getByLabelText('Icon')).toHaveFocus());
    expect(within(cards()[0]).getByLabelText('Title')).toHaveValue('Battery');
  });

  it('speaks Dutch', () => {
    renderEditor('nl');
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Slogan')).toHaveValue('Help in one tap');
  });

  it('says who saved each version, never "unknown": the site\'s setup, an admin without a name, a removed account', () => {
    const versions: ContentVersion[] = [
      { ...latest, version: 3, savedBy: null, savedByKind: 'noAccount' },
      { ...latest, version: 2, savedBy: null, savedByKind: 'unnamedAdmin' },
      { ...latest, version: 1, savedBy: null, savedByKind: 'setup' },
    ];
    render(withIntl(<ContentEditor current={stored} version={3} versions={versions} />, 'en'));
    const rows = screen.getAllByTestId('content-version');
    expect(rows.map((row) => row.querySelectorAll('td')[0]?.textContent)).toEqual([
      'An account that no longer exists',
      'An admin with no name on file',
      "The site's setup",
    ]);
  });

  it('says a save that failed or never answered, and keeps the changes for another try', async () => {
    save.mockResolvedValueOnce({ serverError: 'forbidden' }).mockRejectedValueOnce(new Error('network down'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderEditor();
    await userEvent.clear(screen.getByLabelText('Tagline'));
    await userEvent.type(screen.getByLabelText('Tagline'), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const refused = await screen.findByText('Only admins who completed the second sign-in step can change site content.');
    expect(refused.closest('[role="alert"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const failed = await screen.findByText('That did not work. Your changes are still here; please try again.');
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(/Only admins who completed/)).toBeNull();
    expect(saveState()).toHaveTextContent('Unsaved changes.');
    expect(screen.getByLabelText('Tagline')).toHaveValue('Mine');
    expect(save).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('keeps a refused restore in its dialog, and closes it once the defaults are saved', async () => {
    restore.mockResolvedValueOnce({ serverError: 'notFound' });
    reset.mockResolvedValueOnce({ data: { status: 'saved', version: 4 } });
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Restore (version 2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That did not work.');
    expect(screen.getByLabelText('Tagline')).toHaveValue('Help in one tap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the current content' }));

    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const asked = await screen.findByRole('dialog');
    expect(within(asked).queryByRole('alert')).toBeNull();
    await userEvent.click(within(asked).getByRole('button', { name: 'Reset' }));
    expect(reset).toHaveBeenCalledWith({ baseVersion: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Tagline')).toHaveValue(defaultAppPreviewConfig.tagline);
  });

  it('takes in a newer stored version when nothing would be lost, never over unsaved changes', async () => {
    const { rerender } = renderEditor();
    const newer = { ...stored, tagline: 'Saved in another tab' };
    rerender(withIntl(<ContentEditor current={newer} version={4} versions={[latest, older]} />, 'en'));
    expect(screen.getByLabelText('Tagline')).toHaveValue('Saved in another tab');
    expect(saveState()).toHaveTextContent('No unsaved changes.');

    await userEvent.type(screen.getByLabelText('App name'), '!');
    rerender(withIntl(<ContentEditor current={{ ...newer, tagline: 'Newer still' }} version={5} versions={[latest, older]} />, 'en'));
    expect(screen.getByLabelText('Tagline')).toHaveValue('Saved in another tab');
    expect(screen.getByLabelText('App name')).toHaveValue('ICE SOS!');
    expect(saveState()).toHaveTextContent('Unsaved changes.');
  });
});
