import type { ComponentProps } from 'react';

/** The Bluetooth rune; decorative, the button around it carries the name. */
export function BluetoothIcon(props: Omit<ComponentProps<'svg'>, 'children'>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" {...props}>
      <path d="m7 7 10 10-5 5V2l5 5L7 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
