import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';

/** Text for assistive technology only; inline styles, so it stays hidden before CSS loads. */
export const VisuallyHidden = VisuallyHiddenPrimitive.Root;
