/** The dashboard's text links ("Open the full dashboard", "See the plans"): underlined, 44 px high for touch. */
export const textLinkClass =
  'inline-flex min-h-11 items-center self-start justify-self-start font-medium text-guardian underline underline-offset-4 hover:text-guardian-strong';
