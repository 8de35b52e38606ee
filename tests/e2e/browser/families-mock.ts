// The fake backend of the MWW casting browser test: mock-ipc.ts for everything else (printing, the
// file dialog), and in front of it the real backend's recorded answers
// (tests/ui-fixtures/recorded/families.ts): the MWW demo, the casting board, each preview the
// test's board asks for, saving, reading back and copying (staged-mock.ts). Bundled by
// families.test.mjs.
import './mock-ipc';
import { FAMILIES_SCENES } from '../../ui-fixtures/recorded/families';
import { serveRecorded } from './staged-mock';

serveRecorded(FAMILIES_SCENES);
