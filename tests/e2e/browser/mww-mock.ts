// The fake backend of the My Wild West browser test: mock-ipc.ts for everything else, and in front
// of it the real backend's recorded answers (tests/ui-fixtures/recorded/mww.ts): the MWW demo, its
// gangs, a figure added, the money set, the bank job recorded and applied, and the odds panel's
// shots (staged-mock.ts). A figure's live check is answered here, as src/rules/mww/figure.rs checks
// a sheet (same fields, codes and messages for the cases checked): the editor asks after every
// change, too many sheets to record. Bundled by mww.test.mjs.
import './mock-ipc';
import type { MwwCatalog } from '../../../ui/src/bindings/MwwCatalog';
import type { MwwFigureSheet } from '../../../ui/src/bindings/MwwFigureSheet';
import type { SheetCheck } from '../../../ui/src/bindings/SheetCheck';
import type { SheetIssue } from '../../../ui/src/bindings/SheetIssue';
import { MWW_SCENES } from '../../ui-fixtures/recorded/mww';
import { serveRecorded } from './staged-mock';

serveRecorded(MWW_SCENES);

const catalog = MWW_SCENES.find((s) => s.cmd === 'mww_catalog')!.answer as MwwCatalog;

function checkFigure(sheet: MwwFigureSheet): SheetCheck {
  const issues: SheetIssue[] = [];
  const push = (field: string, code: string, message: string) => issues.push({ field, code, message: `${field}: ${message}` });
  if (sheet.name.trim() === '') push('name', 'empty_name', 'a figure needs a name');
  sheet.skills.forEach((s, i) => {
    if (!catalog.skills.some((k) => k.id === s)) push(`skills[${i}]`, 'unknown_skill', `"${s}" is not a skill (shooting, fighting or riding)`);
  });
  sheet.weapons.forEach((w, i) => {
    if (!catalog.weapons.some((k) => k.id === w)) push(`weapons[${i}]`, 'unknown_weapon', `"${w}" is not a weapon`);
  });
  if (sheet.wounds < 0 || sheet.wounds > 99) push('wounds', 'bad_wounds', `${sheet.wounds} is not a number of wounds (0 or more, at most 99)`);
  if (sheet.kills < 0) push('kills', 'bad_kills', `${sheet.kills} is not a number of kills (0 or more)`);
  return { issues, derived: null };
}

type Invoke = (cmd: string, args?: Record<string, unknown>, options?: unknown) => Promise<unknown>;
const internals = (window as unknown as { __TAURI_INTERNALS__: { invoke: Invoke } }).__TAURI_INTERNALS__;
const before = internals.invoke;
internals.invoke = async (cmd, args, options) => {
  if (cmd !== 'check_character' || (args as { campaign_id?: number })?.campaign_id !== 1) return before(cmd, args, options);
  window.__ipcCalls.push({ cmd, args: JSON.parse(JSON.stringify(args ?? {})) });
  return checkFigure((args as { sheet: MwwFigureSheet }).sheet);
};
