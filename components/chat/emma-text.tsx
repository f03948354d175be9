import { Fragment } from 'react';

/**
 * Emma's words as plain React text, with every "112" a tappable phone link: someone in danger
 * should not have to copy a number out of a chat (issue 24). Nothing else is turned into markup.
 */
export function EmmaText({ text, label }: { text: string; label: string }) {
  const parts = text.split(/(?<![\d+])(112)(?!\d)/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href="tel:112" aria-label={label} className="font-semibold text-emergency underline underline-offset-2">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
