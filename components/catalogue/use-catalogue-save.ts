'use client';

import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useFormAction } from '@/components/account/use-form-action';
import type { ActionResultLike } from '@/lib/actions/action-result';
import { useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import type { CatalogueKind } from '@/lib/validation/catalogue';

/**
 * Saves a catalogue form through its server action (the raw values: the action parses them with
 * the same schema) and, once saved, goes back to the list, which says so. Field errors (a Stripe
 * price id already in use) show by their field; other refusals as the form's problem.
 */
export function useCatalogueSave<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  kind: CatalogueKind,
  call: () => Promise<(ActionResultLike & { data?: { id: string } }) | undefined>,
) {
  const router = useRouter();
  const action = useFormAction(form);
  async function submit() {
    const saved = await action.run(call);
    if (saved) router.push(`${routes.adminCatalogue}?saved=${kind}`);
  }
  return { submit, problem: action.problem };
}
