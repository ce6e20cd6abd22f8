/** Filling an e-mail template: its placeholders, and the sample values the preview shows. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The e-mails the product sends and the placeholders each fills ({{name}}), with a sample value
 * of each for the administrators' preview. A template may use these and no others.
 */
export const emailPlaceholders: Record<string, Record<string, string>> = {
  PASSWORD_RESET: { fullName: 'Dewi Anggraini', userName: 'sales_service', resetLink: 'https://returns.example.co.id/auth/reset-password?token=…' },
  REGISTRATION_RECEIVED: { fullName: 'Dewi Anggraini', userName: 'dewi.a' },
  SIGN_IN_FAILURES: { fullName: 'Dewi Anggraini', userName: 'sales_service', ip: '203.0.113.7' },
  SERVICE_LEVEL_PASSED: {
    fullName: 'Gita Permata',
    retNumber: 'APL100126000042',
    customerName: 'Apotek Sehat Sentosa',
    stepName: 'SALES',
    waited: '3 days 2 hours',
    target: '2 days',
    link: 'https://returns.example.co.id/fss-asm-bm/APL100126000042',
  },
  SERVICE_LEVEL_ESCALATED: {
    fullName: 'Rina Operation',
    retNumber: 'APL100126000042',
    customerName: 'Apotek Sehat Sentosa',
    stepName: 'SALES',
    waited: '4 days 1 hour',
    target: '2 days',
    pendingUser: 'Gita Permata, Hadi Susanto',
    link: 'https://returns.example.co.id/fss-asm-bm/APL100126000042',
  },
  STEP_ASSIGNED: {
    fullName: 'Gita Permata',
    retNumber: 'APL100126000042',
    customerName: 'Apotek Sehat Sentosa',
    stepName: 'SALES',
    link: 'https://returns.example.co.id/fss-asm-bm/APL100126000042',
  },
};

/** The placeholders a text uses. */
export const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))];
