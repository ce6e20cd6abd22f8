/** What master data offers the screens that search it: the Synch menu pulling it from the ERP. */
export { SynchMenu } from './synch/SynchMenu.tsx';
