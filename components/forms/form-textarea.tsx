'use client';

import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from './field-error';
import { TextareaField } from './textarea-field';

type Props = Omit<ComponentProps<typeof TextareaField>, 'name' | 'error' | 'onChange' | 'onBlur' | 'ref' | 'value' | 'defaultValue'> & {
  name: string;
};

/** A TextareaField bound to the surrounding ZodForm: its value, and its error shown by the field. */
export function FormTextarea({ name, ...props }: Props) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <TextareaField {...props} {...register(name)} error={error} />;
}
