// Browser tests of texts cut short or out of place (issue 29, item 12), against the fake backend
// (mock-ipc.ts): the print center's choices, the TWTW odds' skill and seed, a hero's Size among his
// badges, and the trait picker opened at the foot of an editor at 800 × 560. Run `npm run build:ui` first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser } from './harness.mjs';

const openApp = useBrowser();

/**
 * The selects and text fields under `selector` whose shown words (a select's choice, or an empty
 * field's placeholder) are wider than the room the field gives them: each as "testid: words".
 */
function cutShort(page, selector) {
  return page.locator(selector).evaluateAll((fields) => {
    const ctx = document.createElement('canvas').getContext('2d');
    return fields.flatMap((el) => {
      const words = el.tagName === 'SELECT' ? el.options[el.selectedIndex]?.text ?? '' : el.value || el.placeholder;
      if (!words || el.offsetParent === null) return [];
      const cs = getComputedStyle(el);
      ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      // A select keeps room on its right for its arrow.
      const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - (el.tagName === 'SELECT' ? 18 : 0);
      return ctx.measureText(words).width > room ? [`${el.dataset.testid}: ${words}`] : [];
    });
  });
}

test('the print center shows every choice whole, on every printable of a fate and a TWTW campaign', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await page.setViewportSize({ width: 1200, height: 800 });
  await id('create-fate-demo').click();
  await id('campaign-title').waitFor();
  await id('print-center-open').click();
  await id('print-center').waitFor();
  for (const what of await id('center-what').locator('option').evaluateAll((os) => os.map((o) => o.value))) {
    await id('center-what').selectOption(what);
    assert.deepEqual(await cutShort(page, '[data-testid="print-center"] select, [data-testid="print-center"] input[type="text"]'), [], what);
  }
  await id('center-close').click();
  await id('nav-campaigns').click();
  await id('home').click();
  await id('create-twtw-demo').click();
  await page.getByTestId('campaign-title').filter({ hasText: 'Laroq' }).waitFor();
  await id('print-center-open').click();
  await id('print-center').waitFor();
  await id('center-what').selectOption('action_cards');
  assert.deepEqual(await cutShort(page, '[data-testid="print-center"] select, [data-testid="print-center"] input[type="text"]'), []);
  assert.equal(await id('center-what').locator('option:checked').innerText(), 'Action deck');
  assert.deepEqual(problems, []);
  await close();
});

test('a TWTW hero: Size with his traits, the badges on one line; the odds show his skill and the seed whole', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await page.setViewportSize({ width: 1200, height: 800 });
  await id('create-twtw-demo').click();
  await id('campaign-title').waitFor();
  const miranda = page.locator('[data-testid="character-row"]', { hasText: 'Miranda Valentine' });
  assert.match(await miranda.locator('.type').innerText(), /^Hero · Size 6 · Str /);
  const tops = await miranda.locator('dl.stats > div').evaluateAll((badges) => [...new Set(badges.map((b) => Math.round(b.getBoundingClientRect().top)))]);
  assert.equal(tops.length, 1, `the badges sit on ${tops.length} lines`);

  await id('nav-odds').click();
  await id('twtw-check-odds').waitFor();
  await id('twtw-hero-campaign').selectOption({ label: 'Showdown at the Laroq Ranch' });
  await id('twtw-hero-character').selectOption({ label: 'Miranda Valentine' });
  await id('twtw-hero-skill').selectOption({ label: 'Shooting: Rifle 3d10' });
  for (const [width, height] of [[1200, 800], [800, 560]]) {
    await page.setViewportSize({ width, height });
    assert.deepEqual(await cutShort(page, '[data-testid="twtw-hero-skill"], [data-testid="twtw-odds-deck"]'), [], `${width} × ${height}`);
  }
  assert.deepEqual(problems, []);
  await close();
});

test('the trait picker opens where it can be seen, at the foot of the editor at 800 × 560', async () => {
  const { page, problems, close } = await openApp();
  const id = (testid) => page.getByTestId(testid);
  await page.setViewportSize({ width: 800, height: 560 });
  await id('create-demo').click();
  await id('campaign-title').waitFor();
  await page.locator('[data-testid="character-row"]').first().getByTestId('edit-character').click();
  await id('editor').waitFor();
  // The editor scrolled to its foot, the button on the last line in sight.
  await id('editor').locator('.body').first().evaluate((b) => (b.scrollTop = b.scrollHeight));
  await id('trait-add').click();
  await id('trait-picker').waitFor();
  const picker = await id('trait-picker').boundingBox();
  const body = await id('editor').locator('.body').first().boundingBox();
  assert.ok(picker.y >= body.y - 1 && picker.y + picker.height <= body.y + body.height + 1,
    `the whole picker is in sight: picker ${JSON.stringify(picker)}, window body ${JSON.stringify(body)}`);
  // The editor's header has not slid away.
  assert.ok((await page.getByRole('heading', { name: /^Edit / }).boundingBox()).y >= 0);
  assert.deepEqual(problems, []);
  await close();
});
