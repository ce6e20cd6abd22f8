import { useLingui } from '@lingui/react/macro';

type Rule = (value: string) => string | null;

/** The sign-in area's field rules with the specification's messages (spec 000 §5, 002 §5). */
export function useAuthRules() {
  const { t } = useLingui();
  const required: Rule = (v) => (v.trim() ? null : t`Required field`);
  const length =
    (min: number, max: number): Rule =>
    (v) =>
      v.length < min
        ? min === 3
          ? t`Minimum 3 symbols`
          : t`Minimum 8 symbols`
        : v.length > max
          ? max === 50
            ? t`Maximum 50 symbols`
            : t`Maximum 128 symbols`
          : null;
  const email: Rule = (v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : t`Wrong email format`);
  const all =
    (...rules: Rule[]): Rule =>
    (v) => {
      for (const rule of rules) {
        const message = rule(v);
        if (message) return message;
      }
      return null;
    };
  return {
    required,
    text: all(required, length(3, 50)),
    email: all(required, length(3, 50), email),
    // 8 to 128 characters of any kind (the contract's Password; ASVS V6.2): no composition rules.
    password: all(required, length(8, 128)),
    sameAs:
      (other: string, message: string): Rule =>
      (v) =>
        v === other ? null : message,
    messages: {
      confirmMismatch: t`Password and Confirm Password didn't match`,
      resetMismatch: t`Password don't match`,
      terms: t`You must accept the terms and conditions`,
      privacy: t`You need to agree with T&C`,
    },
  };
}
