// The fake backend of the Play view's browser test: mock-ipc.ts for everything else (the catalogs,
// the history), and in front of it the real backend's recorded answers
// (tests/ui-fixtures/recorded/play.ts): the QOTD demo's scenario played card by card, its game
// recorded. Each change moves the campaign to the next recorded stage (staged-mock.ts). Bundled by
// play.test.mjs.
import './mock-ipc';
import { PLAY_SCENES } from '../../ui-fixtures/recorded/play';
import { serveRecorded } from './staged-mock';

serveRecorded(PLAY_SCENES);
