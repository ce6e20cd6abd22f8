import { useCallback, useState } from 'react';
import { showErrorDialog } from './dialogs.tsx';
import { problemMessage } from '../i18n/problemMessage.ts';

type Call<T> = () => Promise<{ data?: T; error?: unknown }>;

/**
 * A form's submit: busy while the call runs; a refused call shows the server's message in the
 * 'Error!' dialog, a call that never answered shows `fallback`; buttons come back either way.
 */
export function useSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const submit = useCallback(async <T>(call: Call<T>, onSuccess: (data: T) => void | Promise<void>, fallback: string) => {
    setSubmitting(true);
    try {
      const { data, error } = await call();
      if (data === undefined) showErrorDialog(problemMessage(error, fallback));
      else await onSuccess(data);
    } catch {
      showErrorDialog(fallback);
    } finally {
      setSubmitting(false);
    }
  }, []);
  return { submitting, submit };
}
