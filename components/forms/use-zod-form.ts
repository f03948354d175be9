'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from '@/lib/zod';

/**
 * A react-hook-form form checked by the same zod schema as its server action
 * (docs/architecture.md#conventions). Nothing is judged while people type until they first submit;
 * after that each change re-checks, so a message goes as soon as it is fixed. A refused submit
 * moves focus to the first field to fix, which announces its message.
 */
export function useZodForm<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>, defaultValues: DefaultValues<Input>) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
