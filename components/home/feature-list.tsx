import { Check } from 'lucide-react';

/** A plan's or product's features, already filtered to strings (lib/plans.ts). */
export function FeatureList({ features, label }: { features: string[]; label: string }) {
  if (features.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check aria-hidden="true" focusable="false" className="mt-0.5 size-5 shrink-0 text-wellness" strokeWidth={2.5} />
          <span className="min-w-0 break-words">{feature}</span>
        </li>
      ))}
    </ul>
  );
}
