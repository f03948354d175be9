import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  title: string;
  lead?: ReactNode;
  /** A short line above the title ("Devices", "Regional centre"). */
  eyebrow?: string;
  tone?: 'emergency' | 'guardian' | 'wellness';
  children?: ReactNode;
};

const tones = {
  emergency: 'from-emergency-soft',
  guardian: 'from-guardian-soft',
  wellness: 'from-wellness-soft',
} as const;

/** The top of an information page: its one h1, a lead paragraph and optional actions. */
export function PageHeader({ title, lead, eyebrow, tone = 'guardian', children }: Props) {
  return (
    <header className={cn('bg-gradient-to-b to-background', tones[tone])}>
      <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 pt-12 pb-8">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{eyebrow}</p>}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="max-w-3xl text-lg text-muted-foreground">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
