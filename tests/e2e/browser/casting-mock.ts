// The fake backend of the casting browser tests: mock-ipc.ts for everything else (the catalogs,
// undo), and in front of it the real backend's recorded answers (tests/ui-fixtures/recorded/casting.ts):
// both demo campaigns, the casting board, each preview the test's board asks for, saving, reading
// back, copying and removing; each campaign moves through the recorded stages as a scenario is
// saved, copied and removed (staged-mock.ts). Bundled by casting.test.mjs.
import './mock-ipc';
import { CASTING_SCENES } from '../../ui-fixtures/recorded/casting';
import { serveRecorded } from './staged-mock';

serveRecorded(CASTING_SCENES);
