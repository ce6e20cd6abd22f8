import { useEffect, useState } from 'react';
import { api, type Schemas } from '../../../api/client.ts';

/** How often the dialog asks how far a job is. */
const POLL_MS = 500;

export type SynchJob = Schemas['SynchJob'];
const ended = (job: SynchJob) => job.status === 'DONE' || job.status === 'FAILED';

/**
 * Follows a synchronisation job until it has ended. `lost` is true when the server stopped
 * answering about it (the job may still finish; the dialog says it cannot tell).
 */
export function useSynchJob(jobId: number | null): { job: SynchJob | null; lost: boolean } {
  const [state, setState] = useState<{ jobId: number; job: SynchJob | null; lost: boolean } | null>(null);
  useEffect(() => {
    if (jobId === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const { data } = await api.GET('/synch/{jobId}', { params: { path: { jobId } } }).catch(() => ({ data: undefined }));
      if (cancelled) return;
      setState({ jobId, job: data ?? null, lost: !data });
      if (data && !ended(data)) timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [jobId]);
  return state && state.jobId === jobId ? { job: state.job, lost: state.lost } : { job: null, lost: false };
}
