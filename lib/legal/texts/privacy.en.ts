import type { LegalDocument } from '../types';

export const privacyEn: LegalDocument = {
  kind: 'privacy',
  title: 'Privacy Policy',
  lastUpdated: '2026-01-01',
  intro:
    'ICE SOS is a personal-safety service. To protect you we have to handle personal data, some of it sensitive, such as your location during an emergency and your medical information. This policy explains what we keep, why, for how long, who sees it and what your rights are under the EU General Data Protection Regulation (GDPR).',
  sections: [
    {
      id: 'controller',
      heading: '1. Who is responsible',
      blocks: [
        'ICE SOS is the controller of the personal data described here. You can reach us, and our data protection contact, {contact}. We answer privacy requests within one month.',
      ],
    },
    {
      id: 'data',
      heading: '2. What we keep',
      blocks: [
        [
          'Account data: your e-mail address or phone number, password (stored only as a secure hash), name, language and currency.',
          'Profile data you choose to add: date of birth, address, country and phone number.',
          'Emergency contacts: the names, phone numbers and e-mail addresses of the people you ask us to alert.',
          'Medical profile, if you fill it in: conditions, medication, allergies, blood type and notes for responders. This is health data, a special category under the GDPR.',
          'SOS data: when you raise an alarm, the time, your location and its accuracy while the alarm is open, the steps taken by the call centre, and who was notified.',
          'Device data: the name of your paired pendant, its battery level and heart rate readings while it is connected.',
          'Family and carer links: who may see what about you, and a log of who looked at your medical profile or location.',
          'Messages: conversations with our assistant Emma, and messages you send through the contact form.',
          'Subscription and payment data: your plan, billing period and payment status. Card details are handled by our payment provider and never reach us.',
          'Technical data: security logs with a shortened or hashed network address, kept to prevent abuse.',
        ],
      ],
    },
    {
      id: 'purposes',
      heading: '3. Why we use it, and on what legal basis',
      blocks: [
        [
          'To provide the service you subscribed to: your account, alarms, notifications, the call centre and device pairing (performance of a contract, Article 6(1)(b) GDPR).',
          'To protect your life in an emergency, including passing your location and medical information to responders and emergency services (vital interests, Article 6(1)(d) and Article 9(2)(c)).',
          'To store and share your medical profile with the people you choose (your explicit consent, Article 9(2)(a)), which you may withdraw at any time.',
          'To bill your subscription and keep accounting records (legal obligation, Article 6(1)(c)).',
          'To keep the service secure, prevent abuse of forms and answer your messages (legitimate interests, Article 6(1)(f)).',
        ],
        'We do not sell your data, we do not use it for advertising, and we do not make decisions about you by automated means that have legal or similarly significant effects.',
      ],
    },
    {
      id: 'location',
      heading: '4. Your location',
      blocks: [
        'Your location is only shared as you allow. By default it is collected and shown only while an SOS you raised is open, to the call centre and to the family members and carers you have given the alerts and location permission. It stops when the alarm ends.',
        'You may choose to let a specific family member or carer see your location at all times. You can change or withdraw that choice in your dashboard whenever you like, and every look at your location is recorded in your access log.',
      ],
    },
    {
      id: 'recipients',
      heading: '5. Who receives your data',
      blocks: [
        [
          'Family members and carers you invited, each only with the permissions you granted (alerts, location, medical profile, device status, activity).',
          'Your emergency contacts, who receive an alert by e-mail or text message when you raise an SOS.',
          'Call centre operators (Call Centre Spain subscribers), who see your alarm, location and medical profile while it is open, and who may pass them to emergency services on 112.',
          'Our processors, bound by data processing agreements: hosting and database, e-mail and text message delivery, and payment providers.',
          'Authorities, when the law requires it.',
        ],
      ],
    },
    {
      id: 'transfers',
      heading: '6. Where your data is kept',
      blocks: [
        'We keep your data in the European Economic Area. If a processor must access it from outside the EEA, we rely on an adequacy decision of the European Commission or on the Commission’s standard contractual clauses, with additional safeguards where needed.',
      ],
    },
    {
      id: 'retention',
      heading: '7. How long we keep it',
      blocks: [
        [
          'Account, profile, emergency contacts and medical profile: while your account is open, and deleted within 30 days after you close it.',
          'SOS events, locations and the call centre log: 12 months after the alarm, unless they are needed longer to establish or defend a legal claim.',
          'Call recordings of the call centre: 90 days.',
          'Access log of who viewed your medical profile or location: 12 months.',
          'Conversations with Emma: 12 months, or until you delete them.',
          'Contact form messages: 24 months after the last reply.',
          'Billing records: 7 years, as tax law requires.',
          'Security logs: 90 days.',
        ],
      ],
    },
    {
      id: 'rights',
      heading: '8. Your rights',
      blocks: [
        'Under the GDPR you have the right to access your data, to have it corrected, to have it erased, to restrict its use, to receive it in a portable format and to object to processing based on legitimate interests. Where we rely on your consent, you may withdraw it at any time without affecting what was done before.',
        'To use these rights, write to us {contact}. You also have the right to lodge a complaint with the data protection authority of your country, for example the Autoriteit Persoonsgegevens in the Netherlands or the Agencia Española de Protección de Datos in Spain.',
      ],
    },
    {
      id: 'security',
      heading: '9. Security',
      blocks: [
        'Connections are encrypted, access to data is limited by strict per-person rules in our database, passwords are hashed, and every access to sensitive data by family members is logged. No system is perfectly secure: if a breach puts your rights at risk, we will tell you and the authority as the law requires.',
      ],
    },
    {
      id: 'children',
      heading: '10. Children',
      blocks: [
        'Accounts are for people aged 16 or over. A parent or guardian can protect a younger child by holding the account and adding the child’s details with their own consent.',
      ],
    },
    {
      id: 'storage',
      heading: '11. Cookies and local storage',
      blocks: [
        'We use only what the service needs: a cookie that keeps you signed in, a cookie and local storage entries for your language and currency, and a note that you have seen the welcome dialog. We use no advertising or tracking cookies. Intro videos are embedded from YouTube in privacy-enhanced mode, which sets no cookies until you play a video.',
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to this policy',
      blocks: [
        'We may update this policy when the service or the law changes. We will tell you about important changes by e-mail or in the app before they take effect. The date at the top shows the latest version.',
      ],
    },
  ],
};
