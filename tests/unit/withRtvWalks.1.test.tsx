import { withRtv } from '../fixtures/withRtvWalker.ts';
import { walkScreens } from '../fixtures/wizardWalks.tsx';

walkScreens(withRtv, { part: 1, of: 2 });
