/** @jest-environment node */
import { resetAppPreview, restoreAppPreviewVersion, saveAppPreview } from '@/lib/actions/site-content';
import { defaultAppPreviewConfig, type AppPreviewConfig } from '@/lib/site-content/app-preview';
import { getRole, getUser } from '@/lib/auth/session';
import { getAppPreviewVersion, getCurrentAppPreviewVersion, type ContentVersion } from '@/lib/data/site-content-versions';
import { createClient } from '@/lib/supabase/server';
import { updateTag } from 'next/cache';

/**
 * The editor's save actions (lib/actions/site-content.ts): every save is the upsert on key with the
 * version the admin edited, on the admin's own session; a refusal by the database's version check
 * (ICE72/ICE73) answers with the stored version to merge with; bad input never reaches the database.
 */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/auth/session', () => ({ getUser: jest.fn(), getRole: jest.fn() }));
jest.mock('@/lib/supabase/server', () => ({ createClient: jest.fn() }));
jest.mock('@/lib/data/site-content-versions', () => ({ getAppPreviewVersion: jest.fn(), getCurrentAppPreviewVersion: jest.fn() }));
jest.mock('next/cache', () => ({ updateTag: jest.fn() }));

const single = jest.fn();
const upsert = jest.fn(() => ({ select: () => ({ single }) }));
const latestVersion = jest.fn();
const from = jest.fn((table: string) =>
  table === 'site_content' ? { upsert } : { select: () => ({ eq: () => ({ order: () => ({ limit: () => ({ maybeSingle: latestVersion }) }) }) }) },
);

const theirs: ContentVersion = { version: 7, savedAt: '2026-11-24T10:00:00Z', savedBy: 'Ada Admin', savedByKind: 'admin', value: { ...defaultAppPreviewConfig, tagline: 'Theirs' } };
const mine: AppPreviewConfig = { ...defaultAppPreviewConfig, tagline: 'Mine', translations: { nl: { tagline: 'Van mij', sosLabel: '' } } };

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getUser).mockResolvedValue({ id: 'admin-1' } as Awaited<ReturnType<typeof getUser>>);
  jest.mocked(getRole).mockResolvedValue('admin');
  jest.mocked(createClient).mockResolvedValue({ from } as unknown as Awaited<ReturnType<typeof createClient>>);
  single.mockResolvedValue({ data: { version: 4 }, error: null });
});

describe('saveAppPreview', () => {
  it('upserts on key with the base version and answers the new version', async () => {
    expect(await saveAppPreview({ baseVersion: 3, value: mine })).toEqual({ data: { status: 'saved', version: 4 } });
    expect(from).toHaveBeenCalledWith('site_content');
    // The cached homepage renders again on its next visit.
    expect(updateTag).toHaveBeenCalledWith('site-content');
    // Stored in the documented shape: blank translation texts dropped.
    expect(upsert).toHaveBeenCalledWith(
      { key: 'homepage_app_preview', value: { ...mine, translations: { nl: { tagline: 'Van mij' } } }, base_version: 3 },
      { onConflict: 'key' },
    );
  });

  it.each(['ICE72', 'ICE73'])('answers a %s refusal with the stored version, who saved it and when', async (code) => {
    single.mockResolvedValue({ data: null, error: { code, message: 'refused' } });
    jest.mocked(getCurrentAppPreviewVersion).mockResolvedValue(theirs);
    expect(await saveAppPreview({ baseVersion: 3, value: mine })).toEqual({ data: { status: 'conflict', current: theirs } });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it('when the content was deleted meanwhile, the conflict shows the defaults at the latest version', async () => {
    single.mockResolvedValue({ data: null, error: { code: 'ICE72', message: 'refused' } });
    jest.mocked(getCurrentAppPreviewVersion).mockResolvedValue(null);
    latestVersion.mockResolvedValue({ data: { version: 7 }, error: null });
    jest.mocked(getAppPreviewVersion).mockResolvedValue(theirs);
    expect(await saveAppPreview({ baseVersion: 3, value: mine })).toEqual({ data: { status: 'conflict', current: { ...theirs, value: defaultAppPreviewConfig } } });
  });

  it('an admin session without the second step is forbidden; other failures are logged as failed', async () => {
    single.mockResolvedValue({ data: null, error: { code: '42501', message: 'rls' } });
    expect(await saveAppPreview({ baseVersion: 3, value: mine })).toEqual({ serverError: 'forbidden' });
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    single.mockResolvedValue({ data: null, error: { code: 'XX000', message: 'boom' } });
    expect(await saveAppPreview({ baseVersion: 3, value: mine })).toEqual({ serverError: 'failed' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('refuses bad input with message keys, never writing', async () => {
    const result = await saveAppPreview({ baseVersion: 3, value: { ...mine, sosColor: 'red' } });
    // Nested field errors do not survive next-safe-action's flattening: the answer is "invalid"
    // (actionErrorKey); the editor shows per-field messages from the same schema in the browser.
    expect(result.validationErrors).toBeDefined();
    expect(await saveAppPreview('junk' as never)).toHaveProperty('validationErrors');
    expect(upsert).not.toHaveBeenCalled();
  });

  it('refuses members', async () => {
    jest.mocked(getRole).mockResolvedValue('user');
    expect(await saveAppPreview({ baseVersion: 3, value: mine })).toEqual({ serverError: 'forbidden' });
    expect(upsert).not.toHaveBeenCalled();
  });
});

describe('restoreAppPreviewVersion and resetAppPreview', () => {
  it("restore saves the old version's value as a new version on the admin's base version", async () => {
    jest.mocked(getAppPreviewVersion).mockResolvedValue({ ...theirs, version: 2 });
    expect(await restoreAppPreviewVersion({ version: 2, baseVersion: 3 })).toEqual({ data: { status: 'saved', version: 4 } });
    expect(upsert).toHaveBeenCalledWith({ key: 'homepage_app_preview', value: theirs.value, base_version: 3 }, { onConflict: 'key' });
  });

  it('restoring a version that does not exist is not found', async () => {
    jest.mocked(getAppPreviewVersion).mockResolvedValue(null);
    expect(await restoreAppPreviewVersion({ version: 99, baseVersion: 3 })).toEqual({ serverError: 'notFound' });
    expect(upsert).not.toHaveBeenCalled();
  });

  it('reset saves the defaults as a new version (not a delete)', async () => {
    expect(await resetAppPreview({ baseVersion: 3 })).toEqual({ data: { status: 'saved', version: 4 } });
    expect(upsert).toHaveBeenCalledWith({ key: 'homepage_app_preview', value: defaultAppPreviewConfig, base_version: 3 }, { onConflict: 'key' });
  });
});
