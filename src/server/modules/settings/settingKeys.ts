/** The keys of the settings the product reads (table settings); the seed writes their defaults. */
export const settingKeys = {
  cutOffFareye: 'cut.off.fareye',
  privacyPolicyVersion: 'privacy.policy.version',
  securityEventRetentionDays: 'security.events.retention.days',
  twoFactorRequired: 'two.factor.required',
  passwordSignIn: 'password.sign-in',
  passwordSignInAccounts: 'password.sign-in.accounts',
} as const;
