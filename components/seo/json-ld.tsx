import { type JsonLd, serializeJsonLd } from '@/lib/seo/json-ld';

/**
 * Structured data in the page. A data block (type application/ld+json) is never executed, so the
 * Content-Security-Policy's script rules do not apply to it.
 */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
