export const footerLinkClass =
  'inline-flex min-h-11 cursor-pointer items-center rounded-sm text-left text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white aria-disabled:cursor-wait';
