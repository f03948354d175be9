/** A plan's or product's features, already filtered to strings (lib/plans.ts). */
export function FeatureList({ features, label }: { features: string[]; label: string }) {
  if (features.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="mt-0.5 size-5 shrink-0 text-wellness" fill="none">
            <path d="M20 6 9 17l-5-5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
