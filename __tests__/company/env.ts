/** Sets the company and support variables for one test; call the returned function to restore them. */
const NAMES = [
  'COMPANY_LEGAL_NAME',
  'COMPANY_ADDRESS',
  'COMPANY_REGISTRATION_ID',
  'COMPANY_VAT_ID',
  'NEXT_PUBLIC_SUPPORT_EMAIL',
  'SUPPORT_PHONE',
  'SUPPORT_PHONE_HOURS',
] as const;

export type CompanyEnv = Partial<Record<(typeof NAMES)[number], string>>;

export function setCompanyEnv(values: CompanyEnv): () => void {
  const saved = NAMES.map((name) => [name, process.env[name]] as const);
  for (const name of NAMES) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

export const fullCompanyEnv: CompanyEnv = {
  COMPANY_LEGAL_NAME: 'ICE SOS B.V.',
  COMPANY_ADDRESS: 'Keizersgracht 1 | 1015 AA Amsterdam',
  COMPANY_REGISTRATION_ID: 'KvK 12345678',
  COMPANY_VAT_ID: 'NL123456789B01',
  NEXT_PUBLIC_SUPPORT_EMAIL: 'help@ice-sos.test',
  SUPPORT_PHONE: '+31 20 123 4567',
  SUPPORT_PHONE_HOURS: 'Mon–Fri 9:00–17:00',
};
