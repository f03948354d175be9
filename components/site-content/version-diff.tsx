'use client';

import { useTranslations } from 'next-intl';
import type { AppPreviewConfig } from '@/lib/site-content/app-preview';
import { diffAppPreview } from '@/lib/site-content/merge';
import { useFieldText } from './use-field-text';
import { TableHeader } from '@/components/ui/table-header';

/**
 * A saved version beside the form, field by field: only the fields that differ, as a table of
 * field / that version / now. Cells break anywhere so long texts never widen the page.
 */
export function VersionDiff({ id, version, then, now }: { id: string; version: number; then: AppPreviewConfig; now: AppPreviewConfig }) {
  const t = useTranslations('AdminContent.versions');
  const field = useFieldText();
  const changes = diffAppPreview(then, now);
  if (changes.length === 0) {
    return (
      <p id={id} data-testid="content-diff">
        {t('same', { version })}
      </p>
    );
  }
  return (
    <div id={id} className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" data-testid="content-diff">
        <caption className="mb-2 text-left font-medium">{t('diffCaption', { version })}</caption>
        <TableHeader columns={[t('diffField'), t('diffThen', { version }), t('diffNow')]} />
        <tbody>
          {changes.map((change) => (
            <tr key={change.path} className="border-b border-border align-top" data-testid="content-diff-row">
              <th scope="row" className="py-2 pr-2 font-medium [overflow-wrap:anywhere]">
                {field.label(change.path)}
              </th>
              <td className="py-2 pr-2 [overflow-wrap:anywhere]">{field.text(change.before)}</td>
              <td className="py-2 [overflow-wrap:anywhere]">{field.text(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
