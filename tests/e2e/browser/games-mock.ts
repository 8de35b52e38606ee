// The fake backend of the games browser tests: mock-ipc.ts for everything else, and in front of it
// the real backend's recorded answers (tests/ui-fixtures/recorded/games.ts) for both demo campaigns, their
// games, aftermath, availability and chronicle; each campaign moves through the recorded stages as
// the wizard records its game, its dice and applies it (staged-mock.ts). Bundled by games.test.mjs.
import './mock-ipc';
import { GAMES_SCENES } from '../../ui-fixtures/recorded/games';
import { serveRecorded } from './staged-mock';

serveRecorded(GAMES_SCENES);
