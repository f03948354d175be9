'use client';

import { useFormContext, useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '@/components/ui/button';

type Props = Omit<ButtonProps, 'type' | 'loading' | 'children' | 'asChild'> & {
  label: string;
  pendingLabel: string;
  /** Busy for longer than the submit itself, e.g. while the page navigates away after success. */
  pending?: boolean;
};

/** The submit button of a ZodForm: disabled, with its pending label, while the form is sending. */
export function FormSubmitButton({ label, pendingLabel, pending = false, ...props }: Props) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  const busy = pending || isSubmitting;
  return (
    <Button type="submit" loading={busy} {...props}>
      {busy ? pendingLabel : label}
    </Button>
  );
}
