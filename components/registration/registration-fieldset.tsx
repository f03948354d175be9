import type { ReactNode } from 'react';

type Props = {
  legend: string;
  /** A line under the legend, announced with the group. */
  hint?: string;
  hintId?: string;
  /** Extra ids announced with the group, such as its error. */
  describedBy?: string;
  children: ReactNode;
};

/** One part of the registration form: a fieldset whose legend names it, so each field is announced with it. */
export function RegistrationFieldset({ legend, hint, hintId, describedBy, children }: Props) {
  const described = [hint ? hintId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={described} className="grid min-w-0 gap-4 rounded-lg border border-border p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold break-words">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}
