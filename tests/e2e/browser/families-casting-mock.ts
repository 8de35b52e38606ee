// The fake backend of the MWW casting browser test: mock-ipc.ts for everything else (printing, the
// file dialog), and in front of it the real backend's recorded answers
// (tests/ui-fixtures/recorded/families-casting.ts): the MWW demo, the casting board, each preview the
// test's board asks for, saving, reading back and copying (staged-mock.ts). Bundled by
// families-casting.test.mjs.
import './mock-ipc';
import { FAMILIES_CASTING_SCENES } from '../../ui-fixtures/recorded/families-casting';
import { serveRecorded } from './staged-mock';

serveRecorded(FAMILIES_CASTING_SCENES);
