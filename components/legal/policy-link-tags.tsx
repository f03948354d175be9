import type { ReactNode } from 'react';
import { PolicyLink } from './policy-link';

const linkClass = 'font-medium text-guardian underline underline-offset-4 hover:text-guardian-strong';

/**
 * The `<terms>` and `<privacy>` tags of a rich message ("I accept the <terms>terms</terms> and the
 * <privacy>privacy policy</privacy>") as policy links, for `t.rich`: every form that asks for the
 * acceptance links them the same way.
 */
export const policyLinkTags = {
  terms: (chunks: ReactNode) => (
    <PolicyLink kind="terms" className={linkClass}>
      {chunks}
    </PolicyLink>
  ),
  privacy: (chunks: ReactNode) => (
    <PolicyLink kind="privacy" className={linkClass}>
      {chunks}
    </PolicyLink>
  ),
};
