/**
 * Resolves in a task of its own, not in the promise jobs of the task that awaits it: the browser
 * may paint and answer input in between. What a phone's main thread does in one piece is one long
 * task (issue 34); a chain of awaits that never waits on the network is one piece.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
