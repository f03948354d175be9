import { absoluteUrl, localizedPath } from './urls';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';

/**
 * schema.org structured data (JSON-LD) for the pages search engines show as rich results: the
 * organisation (homepage), the pendant (Product) and the Spain call centre (a Service provided by
 * the organisation, answered 24/7). Plain objects, so they are unit-tested and serialised once.
 */
export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

const CONTEXT = 'https://schema.org' as const;

// No configured support address: no e-mail or contact point (never an invented one).
export function organizationJsonLd({ name, email, description }: { name: string; email: string | null; description: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${absoluteUrl('/')}#organization`,
    name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    description,
    ...(email && {
      email,
      contactPoint: [
        { '@type': 'ContactPoint', contactType: 'customer support', email, availableLanguage: ['English', 'Dutch', 'Spanish'] },
      ],
    }),
  };
}

export type ProductFacts = {
  name: string;
  description: string;
  price: number;
  currency: string;
  status: 'active' | 'coming_soon';
  features: readonly string[];
  locale: Locale;
  brand: string;
};

export function productJsonLd(product: ProductFacts): JsonLd {
  const url = absoluteUrl(localizedPath(routes.pendant, product.locale));
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url,
    image: absoluteUrl('/icons/icon-512.png'),
    brand: { '@type': 'Brand', name: product.brand },
    additionalProperty: product.features.map((feature) => ({ '@type': 'PropertyValue', name: feature })),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: product.currency,
      availability: product.status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
      // Hardware is non-refundable (docs/product.md#limits-and-constants), within the statutory withdrawal period only.
      hasMerchantReturnPolicy: { '@type': 'MerchantReturnPolicy', returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' },
    },
  };
}

export type CallCentreFacts = {
  name: string;
  description: string;
  price: number | null;
  currency: string | null;
  provider: string;
  locale: Locale;
};

/** docs/product.md#limits-and-constants: 24/7, 365 days, English and Spanish, calls recorded, emergency number 112. */
export function callCentreJsonLd(service: CallCentreFacts): JsonLd {
  const url = absoluteUrl(localizedPath(routes.regionalCenterSpain, service.locale));
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    serviceType: 'Emergency call centre',
    name: service.name,
    description: service.description,
    url,
    areaServed: { '@type': 'Country', name: 'Spain', identifier: 'ES' },
    availableLanguage: ['English', 'Spanish'],
    hoursAvailable: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
    provider: { '@type': 'Organization', '@id': `${absoluteUrl('/')}#organization`, name: service.provider, url: absoluteUrl('/') },
    ...(service.price !== null && service.currency
      ? { offers: { '@type': 'Offer', price: service.price.toFixed(2), priceCurrency: service.currency, url } }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
