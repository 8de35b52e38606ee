import { describe, expect, it } from 'vitest';
import { helpPage, isHelpKey } from './help';

/** A page holding elements with these test ids (no DOM in these tests: what helpPage asks of one). */
function page(ids: { id: string; hidden?: boolean }[]): ParentNode {
  const elements = ids.map(({ id, hidden }) => ({ id, hidden: hidden ?? false }));
  return {
    querySelectorAll: (selector: string) => elements.filter((e) => selector === `[data-testid="${e.id}"]`),
  } as unknown as ParentNode;
}
const isShown = (el: Element) => !(el as unknown as { hidden: boolean }).hidden;

describe('the guide page for the screen in view', () => {
  it('is the innermost screen shown: a window over a tab over a campaign', () => {
    expect(helpPage(page([{ id: 'campaign-list' }]), isShown)).toBe('getting-started');
    expect(helpPage(page([{ id: 'campaign-view' }]), isShown)).toBe('campaign');
    expect(helpPage(page([{ id: 'campaign-view' }, { id: 'casting-panel' }]), isShown)).toBe('casting');
    expect(helpPage(page([{ id: 'campaign-view' }, { id: 'games-panel' }, { id: 'after-action-wizard' }]), isShown)).toBe('games');
    expect(helpPage(page([{ id: 'casting-board' }, { id: 'print-center' }]), isShown)).toBe('printing');
    expect(helpPage(page([{ id: 'campaign-view' }, { id: 'play-board' }]), isShown)).toBe('playing');
  });

  it('passes over screens kept but hidden (the Tables and Odds stay as left)', () => {
    expect(helpPage(page([{ id: 'campaign-list' }, { id: 'tables-browser', hidden: true }]), isShown)).toBe('getting-started');
    expect(helpPage(page([{ id: 'campaign-list', hidden: true }, { id: 'tables-browser' }]), isShown)).toBe('odds');
    expect(helpPage(page([]), isShown)).toBe('introduction');
  });

  it('is asked for with F1 alone', () => {
    const key = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    expect(isHelpKey({ ...key, key: 'F1' })).toBe(true);
    expect(isHelpKey({ ...key, key: 'F1', ctrlKey: true })).toBe(false);
    expect(isHelpKey({ ...key, key: 'F2' })).toBe(false);
  });
});
