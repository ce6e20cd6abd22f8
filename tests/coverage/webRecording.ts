import { inspectActors } from '../../src/web/actorOptions.ts';
import { transitionRecorder } from './record.ts';

/** Setup of the component tests: the screens' actors report the transitions they take to the coverage check. */
inspectActors(transitionRecorder('web').inspect);
