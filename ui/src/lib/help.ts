// Help and F1: the guide's page for the screen in view (docs/, built into the app's resources and
// opened by the backend in the system's browser: src-tauri/src/commands/help.rs). The pages are the
// guide's (src/guide.rs lists those the backend opens). A new screen adds a line to SCREENS.

/** A page of the guide, as its path under docs/src without `.md`. */
export type GuidePage =
  | 'introduction'
  | 'getting-started'
  | 'campaign'
  | 'casting'
  | 'games'
  | 'playing'
  | 'printing'
  | 'odds'
  | 'rules/qotd'
  | 'rules/fate'
  | 'rules/mww'
  | 'rules/twtw';

/**
 * Each screen (the element that shows it) and its page, the innermost first: an open window (print
 * center, wizard, editor) before the campaign tab under it, a tab before the campaign.
 */
export const SCREENS: [selector: string, page: GuidePage][] = [
  ['[data-testid="print-center"]', 'printing'],
  ['[data-testid="after-action-wizard"]', 'games'],
  ['[data-testid="editor"]', 'campaign'],
  ['[data-testid="play-board"]', 'playing'],
  ['[data-testid="twtw-deck-browser"]', 'rules/twtw'],
  ['[data-testid="casting-board"]', 'casting'],
  ['[data-testid="casting-panel"]', 'casting'],
  ['[data-testid="games-panel"]', 'games'],
  ['[data-testid="chronicle-panel"]', 'campaign'],
  ['[data-testid="campaign-view"]', 'campaign'],
  ['[data-testid="tables-browser"]', 'odds'],
  ['[data-testid="odds-panel"]', 'odds'],
  ['[data-testid="fate-odds-panel"]', 'odds'],
  ['[data-testid="mww-odds"]', 'odds'],
  ['[data-testid="twtw-odds"]', 'odds'],
  ['[data-testid="campaign-list"]', 'getting-started'],
];

/** Whether the element is shown: laid out somewhere (not under `hidden` or `display: none`). */
export function shown(el: Element): boolean {
  return el.getClientRects().length > 0;
}

/** The guide's page for what `root` shows: the first screen of SCREENS in view; else the introduction. */
export function helpPage(root: ParentNode, isShown: (el: Element) => boolean = shown): GuidePage {
  for (const [selector, page] of SCREENS) {
    if ([...root.querySelectorAll(selector)].some(isShown)) return page;
  }
  return 'introduction';
}

/** F1, alone: help, as in most desktop apps. */
export function isHelpKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return e.key === 'F1' && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;
}
