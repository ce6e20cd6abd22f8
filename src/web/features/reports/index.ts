/** What other features use of the reports: the Clients filter's choices. */
export { useClientOptions } from './clientOptions.ts';
