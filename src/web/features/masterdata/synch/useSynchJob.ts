import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '../../../api/client.ts';

/** How often the dialog asks how far a job is. */
const POLL_MS = 500;

export type SynchJob = Schemas['SynchJob'];
const ended = (job: SynchJob) => job.status === 'DONE' || job.status === 'FAILED';

/**
 * Follows a synchronisation job until it has ended (TanStack Query's refetchInterval, only while
 * the job runs). `lost` is true when the server stopped answering about it (the job may still
 * finish; the dialog says it cannot tell).
 */
export function useSynchJob(jobId: number | null): { job: SynchJob | null; lost: boolean } {
  const answer = useQuery({
    queryKey: ['GET /synch/{jobId}', jobId],
    queryFn: async () => (await api.GET('/synch/{jobId}', { params: { path: { jobId: jobId! } } })).data ?? null,
    enabled: jobId !== null,
    refetchInterval: ({ state }) => (state.data && !ended(state.data) ? POLL_MS : false),
    refetchIntervalInBackground: true,
  });
  if (jobId === null) return { job: null, lost: false };
  if (answer.isError) return { job: null, lost: true };
  return answer.data === undefined ? { job: null, lost: false } : { job: answer.data, lost: answer.data === null };
}
