import type { KnowledgeEntry } from './types';

/** English fact sheets (docs/product.md#what-it-does-and-for-whom and docs/product.md#limits-and-constants). Prices are not here: they come live from the database. */
export const englishKnowledge: KnowledgeEntry[] = [
  {
    id: 'about',
    title: 'What ICE SOS is',
    keywords: 'what is ice sos service about company product overview explain offer do you do',
    answer:
      'ICE SOS is a personal-safety service. It gives you one-tap SOS with GPS location sharing, family and carer access with permissions you control, a 24/7 professional call centre in Spain, a Bluetooth pendant and me, Emma, your assistant. It works in English, Dutch and Spanish.',
  },
  {
    id: 'sos',
    title: 'How the SOS button works',
    keywords: 'sos button alarm alert how does work press tap trigger one-tap gps location send emergency contacts happens',
    answer:
      'One tap on the SOS button in the app (or a press on the pendant) raises an alarm. Your emergency contacts are alerted at once with your GPS location, by in-app notification, e-mail and SMS, and family members with the alert permission see it live. Every SOS keeps a timeline. In a life-threatening emergency, always call 112 as well.',
  },
  {
    id: 'pendant',
    title: 'The ICE SOS Bluetooth Pendant',
    keywords: 'pendant necklace wearable device button bluetooth range far distance away battery charge warranty refund hardware pair heart rate',
    answer:
      'The ICE SOS Bluetooth Pendant is a wearable SOS button that pairs with the app over Bluetooth. Its range is up to 100 m and the battery lasts up to 7 days. It can show your heart rate and battery level in the app. It comes with a 1-year warranty; the hardware is non-refundable.',
  },
  {
    id: 'family',
    title: 'Family and carer access',
    keywords: 'family carer caregiver relatives children parents invite share access permissions link guardian see my location',
    answer:
      'With family and carer access you invite family members or carers and decide exactly what each person may see and do (granular permissions): receive your SOS alerts in real time, see your location only as you allow it, and view your medical profile if you permit it. You can change or remove permissions at any time.',
  },
  {
    id: 'call-centre',
    title: 'The call centre in Spain',
    keywords: 'call centre center spain operators professional 24/7 spanish english recorded regional service phone',
    answer:
      'Our professional call centre in Spain answers your SOS 24/7, 365 days a year. The operators speak English and Spanish, all calls are recorded, and they connect you to the emergency services on 112 when needed. It is available as the Call Centre Spain plan.',
  },
  {
    id: 'emergency-number',
    title: 'Emergency number',
    keywords: 'emergency number 112 911 999 ambulance police fire brigade call which number',
    answer:
      'The emergency number in Spain and the rest of Europe is 112. In a life-threatening situation call 112 first, then press SOS in the app so your contacts know.',
  },
  {
    id: 'contacts',
    title: 'Emergency contacts',
    keywords: 'emergency contacts how many add people notify contact limit maximum five',
    answer:
      'You add emergency contacts while you register, up to your plan’s limit, and can manage them later in the member area. The Family Connection and Premium plans allow up to 5 emergency contacts. They receive your SOS alerts with your location by e-mail and SMS.',
  },
  {
    id: 'privacy',
    title: 'Privacy and your data',
    keywords: 'privacy data personal information gdpr secure safe stored share location tracking who can see',
    answer:
      'Your privacy comes first. Your location is shared only during an SOS or as you allow it, family see only what you permit, and your data is protected by access rules on every table. You can read the details in our privacy policy at /privacy.',
  },
  {
    id: 'cancellation',
    title: 'Cancelling a subscription',
    keywords: 'cancel cancellation stop end subscription terminate notice quit unsubscribe',
    answer:
      'You can cancel your subscription with 30 days\' notice. Your access continues until the end of the current billing period. The pendant hardware is non-refundable.',
  },
  {
    id: 'registration',
    title: 'Signing up',
    keywords: 'register sign up join subscribe create account start get started how do i become member registration',
    answer:
      'On /register Emma asks one question at a time (or tap “Prefer a form?”): who is protected and their name, e-mail, mobile, country, language, plan (in Spain also the call-centre service), emergency contacts up to the plan’s limit, optional medical essentials with separate consent, the terms and privacy policy, and a password. Change any answer in the summary beside the chat. Then the confirmation e-mail’s link signs you in and opens your plan for payment.',
  },
  {
    id: 'support',
    title: 'Support and contact',
    keywords: 'support help desk contact customer service email question problem reach you talk human person',
    answer:
      'Our support team is there for you: visit the support page (/support) or send a message with the contact form (/contact). For emergencies, always call 112.',
  },
  {
    id: 'emma',
    title: 'About Emma',
    keywords: 'emma who are you assistant ai bot robot chat virtual',
    answer:
      'I am Emma, the ICE SOS assistant. I answer questions about the service, plans, the pendant, family access and the call centre, any hour of the day, in English, Dutch and Spanish.',
  },
  {
    id: 'languages',
    title: 'Languages and currencies',
    keywords: 'language languages dutch spanish english speak currency currencies euro pound dollar switch change',
    answer:
      'ICE SOS is available in English, Dutch and Spanish, and prices can be shown in EUR, GBP, USD or AUD. You can change the language and currency with the selectors at the top of the site.',
  },
  {
    id: 'medical',
    title: 'Medical profile',
    keywords: 'medical profile information allergies medication conditions blood type doctor responders health',
    answer:
      'In your medical profile you can record allergies, medication, conditions and other details for responders. Family or carers see it only if you give them that permission.',
  },
  {
    id: 'smart-speakers',
    title: 'Voice SOS and smart speakers',
    keywords: 'alexa google home smart speaker voice command assistant talk hands free',
    answer:
      'Voice SOS through smart speakers is planned: linking Amazon Alexa and Google Home is coming soon. Today you raise an SOS from the app or the pendant.',
  },
  {
    id: 'app',
    title: 'The app',
    keywords: 'app download install phone mobile iphone android store application',
    answer:
      'ICE SOS works as an app on your phone: install it from the website (the Install app button) and sign in with your account. The SOS button, your contacts and the pendant connection are all in the app.',
  },
  {
    id: 'test-alert',
    title: 'Testing alerts',
    keywords: 'test alert try practice check working drill',
    answer:
      'You can send a test alert from the member area to check that your emergency contacts receive it; you see a delivery receipt for each contact.',
  },
  {
    id: 'payment',
    title: 'Payment and billing',
    keywords: 'pay payment billing invoice card charged monthly when money',
    answer:
      'Plans are billed per month. You choose your plan when you sign up and can see your subscription in the member area. You can cancel with 30 days\' notice; access lasts to the end of the billing period.',
  },
];
