import { withRtv } from '../fixtures/withRtvWalker.ts';
import { walkScreens } from '../fixtures/wizardWalks.tsx';

walkScreens(withRtv, { part: 2, of: 2 });
