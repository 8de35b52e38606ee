// Browser test of Help (issue 27): F1 and the header's Help button ask the backend to open the
// guide's page for the screen in view (the fake backend records the request: mock-ipc.ts), and the
// empty campaign list offers "New here? Read Getting started". Run `npm run build:ui` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ipcCalls, useBrowser } from './harness.mjs';

const openApp = useBrowser();

/** The page the last open_guide asked for, after `act`. */
async function asked(page, act) {
  const before = (await ipcCalls(page, 'open_guide')).length;
  await act();
  await page.waitForFunction((n) => window.__ipcCalls.filter((c) => c.cmd === 'open_guide').length > n, before);
  const calls = await ipcCalls(page, 'open_guide');
  return calls.at(-1).args.page;
}

test('F1 and Help open the guide at the page for each screen', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  const f1 = () => page.keyboard.press('F1');

  await id('demo-offer').waitFor();
  await page.screenshot({ path: '/tmp/posse-ui-help-welcome.png' });
  assert.equal(await asked(page, () => id('read-getting-started').click()), 'getting-started');
  assert.equal(await asked(page, f1), 'getting-started');
  assert.equal(await asked(page, () => id('help').click()), 'getting-started');

  await id('create-demo').click();
  await id('campaign-title').waitFor();
  assert.equal(await asked(page, f1), 'campaign');
  for (const [tab, guide] of [['games', 'games'], ['casting', 'casting'], ['chronicle', 'campaign'], ['roster', 'campaign']]) {
    await id(`campaign-view-${tab}`).click();
    assert.equal(await asked(page, f1), guide, `the ${tab} tab`);
  }

  await id('print-center-open').click();
  await id('print-center').waitFor();
  assert.equal(await asked(page, f1), 'printing');
  await page.keyboard.press('Escape');
  await id('print-center').waitFor({ state: 'detached' });

  await id('nav-tables').click();
  await id('tables-browser').waitFor();
  assert.equal(await asked(page, f1), 'odds');
  await id('nav-odds').click();
  await id('odds-panel').waitFor();
  assert.equal(await asked(page, () => id('help').click()), 'odds');
  await id('nav-campaigns').click();
  await id('campaign-title').waitFor();
  assert.equal(await asked(page, f1), 'campaign', 'the Tables and Odds kept but hidden are not the screen in view');

  assert.deepEqual(problems, []);
  await close();
});
