import type { ComponentProps } from 'react';

type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

// Decorative only: the control around an icon carries its accessible name.
function StrokeIcon({ path, ...props }: IconProps & { path: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" {...props}>
      <path d={path} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return <StrokeIcon path="M18 6 6 18M6 6l12 12" {...props} />;
}

export function ChevronDownIcon(props: IconProps) {
  return <StrokeIcon path="m6 9 6 6 6-6" {...props} />;
}

export function CheckIcon(props: IconProps) {
  return <StrokeIcon path="M20 6 9 17l-5-5" {...props} />;
}

export function UserIcon(props: IconProps) {
  return <StrokeIcon path="M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z" {...props} />;
}
