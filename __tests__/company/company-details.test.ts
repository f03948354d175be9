import { companyDetails } from '@/lib/company/company-details';
import { supportEmail } from '@/lib/legal/support-email';

afterEach(() => jest.restoreAllMocks());

const allNull = {
  legalName: null,
  addressLines: null,
  registrationId: null,
  vatId: null,
  supportEmail: null,
  supportPhone: null,
  supportPhoneHours: null,
};

describe('company details from the environment', () => {
  it('is all null when nothing is set: no invented value, not even a default support address', () => {
    expect(companyDetails({})).toEqual(allNull);
  });

  it('treats empty and blank values as unset', () => {
    const blank = {
      COMPANY_LEGAL_NAME: '',
      COMPANY_ADDRESS: ' | ',
      COMPANY_REGISTRATION_ID: '   ',
      COMPANY_VAT_ID: '',
      NEXT_PUBLIC_SUPPORT_EMAIL: '  ',
      SUPPORT_PHONE: ' ',
      SUPPORT_PHONE_HOURS: '',
    };
    expect(companyDetails(blank)).toEqual(allNull);
  });

  it('trims every value and splits the address on "|"', () => {
    const details = companyDetails({
      COMPANY_LEGAL_NAME: '  ICE SOS B.V. ',
      COMPANY_ADDRESS: ' Keizersgracht 1 |1015 AA Amsterdam | | Netherlands ',
      COMPANY_REGISTRATION_ID: ' KvK 12345678 ',
      COMPANY_VAT_ID: ' NL123456789B01 ',
      NEXT_PUBLIC_SUPPORT_EMAIL: ' help@ice-sos.test ',
    });
    expect(details).toMatchObject({
      legalName: 'ICE SOS B.V.',
      addressLines: ['Keizersgracht 1', '1015 AA Amsterdam', 'Netherlands'],
      registrationId: 'KvK 12345678',
      vatId: 'NL123456789B01',
      supportEmail: 'help@ice-sos.test',
    });
  });

  it('formats a valid phone internationally and links it in E.164, with hours only beside a number', () => {
    const details = companyDetails({ SUPPORT_PHONE: ' +34 912 345 678 ', SUPPORT_PHONE_HOURS: ' Mon–Fri 9:00–17:00 CET ' });
    expect(details.supportPhone).toEqual({ display: '+34 912 34 56 78', e164: '+34912345678' });
    expect(details.supportPhoneHours).toBe('Mon–Fri 9:00–17:00 CET');
    expect(companyDetails({ SUPPORT_PHONE_HOURS: 'Mon–Fri 9:00–17:00' }).supportPhoneHours).toBeNull();
  });

  it('treats an invalid phone as unset, never shows it, and logs it once on the server', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    for (const raw of ['12345', '+34 12', 'call us']) {
      expect(companyDetails({ SUPPORT_PHONE: raw, SUPPORT_PHONE_HOURS: '9–17' })).toMatchObject({ supportPhone: null, supportPhoneHours: null });
    }
    companyDetails({ SUPPORT_PHONE: '12345' });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.flat().join(' ')).not.toContain('12345');
  });

  it('treats a malformed support address as unset', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(supportEmail('not an address')).toBeNull();
    expect(supportEmail(undefined)).toBeNull();
    expect(supportEmail('help@ice-sos.test')).toBe('help@ice-sos.test');
  });
});
