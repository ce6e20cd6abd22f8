import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** How the quick panel and the profile name the actions of the audit trail. */
export const auditActionLabels: Record<string, MessageDescriptor> = {
  login: msg`Signed in`,
  'login.failed': msg`Failed sign-in attempt`,
  logout: msg`Signed out`,
  register: msg`Registered an account`,
  'password.resetRequested': msg`Asked for a password reset link`,
  'password.reset': msg`Changed the password`,
  'privacy.agreed': msg`Agreed to the privacy policy`,
};
