import type { LegalDocument } from '@/lib/legal/types';
import { cn } from '@/lib/cn';

type Props = {
  document: LegalDocument;
  /** h2 on the page (under its h1), h3 in the dialog (under the dialog's title). */
  headingLevel: 2 | 3;
  /** "Last updated: {date}", already translated and formatted. */
  updatedLabel: string;
  className?: string;
};

/** A policy text's body: the date, the introduction and its numbered sections. Page and dialog share it. */
export function LegalDocumentView({ document, headingLevel, updatedLabel, className }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('flex flex-col gap-6 text-base leading-relaxed', className)}>
      <p className="text-sm text-muted-foreground">{updatedLabel}</p>
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={`legal-${document.kind}-${section.id}`} className="flex flex-col gap-3">
          <Heading id={`legal-${document.kind}-${section.id}`} className="text-lg font-semibold">
            {section.heading}
          </Heading>
          {section.blocks.map((block, index) =>
            typeof block === 'string' ? (
              <p key={index}>{block}</p>
            ) : (
              <ul key={index} className="flex list-disc flex-col gap-2 pl-6">
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </div>
  );
}
