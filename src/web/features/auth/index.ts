/** What the sign-in screens offer the signed-in shell: the privacy policy's consent. */
export { PrivacyDialog } from './PrivacyDialog.tsx';
