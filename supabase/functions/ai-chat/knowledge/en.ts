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
      'Invite family members or carers on the Family & carers page of your dashboard (/full-dashboard/family): enter their e-mail, choose family or carer, the relationship, and each permission: receive your SOS alerts, see your location (never, only during an SOS, or always), see your medical ID, your device status and your activity. Carer access can be limited in time (24 hours, 7 days, 30 days or a date you choose) and ends exactly then. You can pause, resume, change or revoke access, and resend or cancel pending invitations. The invited person opens the link in the e-mail, signs in or registers, sees exactly what they are granted and accepts or declines.',
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
      'Your emergency contacts are on the Contacts page of your dashboard (Dashboard → Contacts, /full-dashboard/contacts). There you add, edit and remove them, put them in order of priority and choose how each is reached (e-mail, SMS). Your plan sets the limit, which the page shows: the Family Connection and Premium plans allow up to 5. Each contact gets an e-mail or text message asking them to confirm that they agree to be your contact, and the page shows who has agreed or declined. Contacts who agreed, or have not answered yet, receive your SOS alerts with your location; someone who declined is not alerted.',
  },
  {
    id: 'privacy',
    title: 'Privacy and your data',
    keywords: 'privacy data personal information gdpr secure safe stored share location tracking who can see',
    answer:
      'Your privacy comes first. Your location is shared only during an SOS or as you allow it, family see only what you permit, every read of your medical ID or location by someone else is logged for you to see (Dashboard → Access log), and your data is protected by access rules on every table. On the Account page you can download all your data or delete your account. The details are in our privacy policy at /privacy.',
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
      'On /register Emma asks one question at a time (or tap “Prefer a form?”): who is protected and their name, e-mail, mobile, country, language, plan (in Spain also Call Centre Spain, with its price), emergency contacts up to the plan’s limit, optional medical essentials with separate consent, the terms and privacy policy, and a password. Change any answer in the summary beside the chat. Then the confirmation e-mail’s link signs you in and opens your plan for payment.',
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
      'Your Medical ID is on its own page in your dashboard (Dashboard → Medical ID, /full-dashboard/medical-id): blood type, allergies, conditions, medications, your doctor and notes for responders. The page says who may see it: family or carers to whom you gave that permission, and the call centre during an alarm. Every time someone else reads it, it appears in your access log (Dashboard → Access log, /full-dashboard/access-log).',
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
      'On the Contacts page of your dashboard (/full-dashboard/contacts) you can send a test message to one of your emergency contacts, to check that it reaches them; the page shows whether it was delivered.',
  },
  {
    id: 'payment',
    title: 'Payment and billing',
    keywords: 'pay payment billing invoice card charged monthly when money',
    answer:
      'Plans are billed per month. You choose your plan when you sign up; your plan, invoices and payment method are on the Subscription page of your dashboard (/full-dashboard/subscription). You can cancel with 30 days\' notice; access lasts to the end of the billing period.',
  },
  {
    id: 'account',
    title: 'Your account',
    keywords: 'account settings change e-mail email address password sign out log out everywhere devices sessions download export my data delete remove close account gdpr',
    answer:
      'Your account settings are on the Account page of your dashboard (/full-dashboard/account; also in the Account menu at the top). There you change your e-mail address (confirmed from both the old and the new address) and your password, sign out here, on your other devices or everywhere, and turn on two-step sign-in. You can download all your data as one JSON file, and delete your account: the page says what is deleted and what the law makes us keep (billing records for invoicing).',
  },
  {
    id: 'looking-after',
    title: 'People I look after',
    keywords: 'looking after people i look after carer family member accept invitation invite link see their alarm battery location medical access ends',
    answer:
      'If someone invited you as their family member or carer, open the link in the invitation e-mail, sign in or register, check exactly what you are granted and accept or decline. The people you look after are then on the page People I look after (/full-dashboard/looking-after): their last alarm and its state, their pendant\'s battery and when it was last seen, and their medical ID or location only when your permissions allow it. The page also shows when your access ends; after that nothing more can be read.',
  },
  {
    id: 'access-log',
    title: 'Access log',
    keywords: 'access log who looked viewed read my medical location history audit record export csv',
    answer:
      'The Access log in your dashboard (/full-dashboard/access-log) lists every time someone else read your medical ID or location: who, their role, what, when and during which alarm. You can filter it by period and export it as a CSV file.',
  },
  {
    id: 'sos-history',
    title: 'SOS history',
    keywords: 'sos history past alarms timeline export print json csv record previous alerts',
    answer:
      'Your past alarms are in the SOS history (/full-dashboard/sos-history): each alarm with its timeline. You can export a timeline as JSON or CSV or print it as a clean page; each export carries a digest so a copy can be checked against ours.',
  },
];
