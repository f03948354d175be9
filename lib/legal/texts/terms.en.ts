import type { LegalDocument } from '../types';

export const termsEn: LegalDocument = {
  kind: 'terms',
  title: 'Terms of Service',
  lastUpdated: '2026-01-01',
  intro:
    'These terms apply to the ICE SOS website, app, pendant and subscriptions. By creating an account or buying a product you agree to them. Please read them together with our Privacy Policy.',
  sections: [
    {
      id: 'emergency',
      heading: '1. Not a replacement for emergency services',
      blocks: [
        'In an emergency, always call 112 first. ICE SOS helps you alert the people you chose and, with Call Centre Spain, a professional operator, but it depends on your phone, its battery, the mobile network, GPS reception and the Bluetooth connection to your pendant. We cannot guarantee that an alarm is always delivered or that help arrives in time.',
      ],
    },
    {
      id: 'account',
      heading: '2. Your account',
      blocks: [
        'You must be 16 or over, give accurate details and keep your password secret. You are responsible for what happens under your account, and you should keep your emergency contacts and medical profile up to date, because responders rely on them.',
      ],
    },
    {
      id: 'subscriptions',
      heading: '3. Subscriptions and payment',
      blocks: [
        'Subscriptions are billed in advance for each billing period at the price shown when you subscribe. Prices are set in euro; amounts shown in other currencies are conversions for your information. We will tell you about a price change at least 30 days before it applies, and you may cancel before then.',
      ],
    },
    {
      id: 'cancellation',
      heading: '4. Cancellation',
      blocks: [
        'You can cancel your subscription at any time with 30 days’ notice, from your dashboard or by writing to us {contact}. You keep access until the end of the billing period in which the notice ends; periods already paid are not refunded, except where the law requires it.',
        'If you subscribed online as a consumer, you also have the legal right to withdraw within 14 days without giving a reason. If you asked us to start the service during that time, we refund the price minus the part for the days already provided.',
      ],
    },
    {
      id: 'hardware',
      heading: '5. The ICE SOS Bluetooth Pendant',
      blocks: [
        [
          'The pendant is a one-time purchase. Hardware is non-refundable, without prejudice to your statutory right of withdrawal for goods bought at a distance and your legal remedies for goods that are not as described.',
          'It comes with a 1-year warranty against manufacturing defects, in addition to your legal guarantee. Write to us {contact} with your order details to use it.',
          'Its Bluetooth range is up to 100 m in open space and its battery lasts up to 7 days; walls, interference and use reduce both. Check the battery level in the app and charge it regularly.',
        ],
      ],
    },
    {
      id: 'call-centre',
      heading: '6. Call Centre Spain',
      blocks: [
        'The Call Centre Spain service is staffed 24 hours a day, 7 days a week, 365 days a year, by operators who speak English and Spanish. All calls are recorded for quality and for your protection, and kept as the Privacy Policy describes. Operators contact emergency services on 112 when your situation needs it.',
      ],
    },
    {
      id: 'family',
      heading: '7. Family and carer access',
      blocks: [
        'You decide who may follow you and what each person may see. People you invite must use what they see only to help you, and must not share it. You can change or remove their access at any time.',
      ],
    },
    {
      id: 'use',
      heading: '8. Acceptable use',
      blocks: [
        'Do not raise false alarms on purpose, misuse the call centre, try to access other people’s data, or interfere with the service. We may suspend an account that does, after warning you where that is possible.',
      ],
    },
    {
      id: 'liability',
      heading: '9. Liability',
      blocks: [
        'We provide the service with reasonable care and skill. We are not liable for losses caused by events outside our control, such as network outages, a phone without battery or signal, or emergency services’ response times. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any other liability that the law does not allow us to limit.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes to the service and these terms',
      blocks: [
        'We may improve the service and update these terms. We will tell you about changes that affect you at least 30 days in advance; if you do not agree, you may cancel before they apply.',
      ],
    },
    {
      id: 'law',
      heading: '11. Applicable law and disputes',
      blocks: [
        'These terms are governed by the law of the country where we are established, without depriving you of the mandatory protection of the law of the country where you live. Please contact us first {contact}; you may also go to the courts of your country of residence.',
      ],
    },
  ],
};
