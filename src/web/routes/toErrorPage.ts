import { redirect } from '@tanstack/react-router';

/** A path that names no screen goes to the error page (spec 000 §2.1: /error/error-v1). */
export const toErrorPage = (): never => {
  throw redirect({ to: '/error/$version', params: { version: 'error-v1' } });
};
