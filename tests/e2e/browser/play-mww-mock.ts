// The fake backend of the My Wild West Play view's browser test: mock-ipc.ts for everything else,
// and in front of it the real backend's recorded answers (tests/ui-fixtures/recorded/play-mww.ts).
// Bundled by play-mww.test.mjs.
import './mock-ipc';
import { PLAY_MWW_SCENES } from '../../ui-fixtures/recorded/play-mww';
import { serveRecorded } from './staged-mock';

serveRecorded(PLAY_MWW_SCENES);
