import { useQuery } from '@tanstack/react-query';

/**
 * What a wizard screen starts from, read once each time the screen opens: a draft from the server,
 * or the tab's memory of the wizard (`read`). Undefined until read, null when there is nothing to
 * start from. Never kept past the screen: opening it again reads again, as the draft or the memory
 * may have changed meanwhile.
 */
export function useWizardStart<T>(key: readonly unknown[], read: () => T | Promise<T>): T | undefined {
  return useQuery({ queryKey: ['wizard start', ...key], queryFn: async () => read(), staleTime: Infinity, gcTime: 0 }).data;
}
