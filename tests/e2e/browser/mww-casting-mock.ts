// The fake backend of the MWW casting browser test: mock-ipc.ts for everything else (printing, the
// file dialog), and in front of it the real backend's recorded answers
// (tests/ui-fixtures/recorded/mww-casting.ts): the MWW demo, the casting board, each preview the
// test's board asks for, saving, reading back and copying (staged-mock.ts). Bundled by
// mww-casting.test.mjs.
import './mock-ipc';
import { MWW_CASTING_SCENES } from '../../ui-fixtures/recorded/mww-casting';
import { serveRecorded } from './staged-mock';

serveRecorded(MWW_CASTING_SCENES);
