'use client';

import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from './field-error';
import { InputField } from './input-field';

type Props = Omit<ComponentProps<typeof InputField>, 'name' | 'error' | 'onChange' | 'onBlur' | 'ref' | 'value' | 'defaultValue'> & {
  name: string;
};

/** An InputField bound to the surrounding ZodForm: its value, and its error shown by the field. */
export function FormTextField({ name, ...props }: Props) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <InputField {...props} {...register(name)} error={error} />;
}
