import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessage, fieldMessageIds } from './field-message';

type Props = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** The control, given what it must carry to be announced with its hint and error. */
  children(control: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }): ReactNode;
};

/**
 * The frame every text-like field of the kit shares: label above, control, hint, error, with the
 * hint and error tied to the control (aria-describedby) so a screen reader reads them with it.
 */
export function LabelledField({ id, label, hint, error, className, children }: Props) {
  const { hintId, errorId, describedBy } = fieldMessageIds(id, { hint, error });
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldMessage id={hintId} tone="hint">
        {hint}
      </FieldMessage>
      <FieldMessage id={errorId} tone="error">
        {error}
      </FieldMessage>
    </div>
  );
}
