import type { OutboxStatus } from '../../outbox/jobs.ts';

interface JobState {
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  result_message: string | null;
}

/** The message the Synch dialog shows: the result once the job has ended, else what is going on. */
export function jobMessage(job: JobState): string {
  switch (job.status) {
    case 'DONE':
      return job.result_message ?? 'Synchronisation finished.';
    case 'FAILED':
      return job.result_message ?? job.last_error ?? 'Synchronisation failed.';
    case 'RUNNING':
      return 'Synchronising with SAP…';
    case 'PENDING':
      return job.attempts > 0 ? `Attempt ${job.attempts} failed: ${job.last_error ?? 'no answer'} Trying again.` : 'Waiting to start.';
  }
}
