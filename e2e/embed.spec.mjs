// A site that embeds the page: the events it receives (ready, start, resume, end with places
// and scores, once per game: the end of a game the frame resumes a few steps before it,
// fixtures.mjs) and the look it sets by URL (header, language picker, theme, accent colour).
// The embedding page lives on another origin and checks the origin of every message,
// as README's example does.
import { test, expect, playByClicking, openFile, savedGame, expectControlsInView } from './helpers.mjs';
import { nearEnd, autosaveOf } from './fixtures.mjs';
import { chromium } from './launch.mjs';

// The embedding page is answered by the test itself, which the browser counts as a public
// address framing a local one (the game on 127.0.0.1): a real site and game are both
// public, so the local-network checks are left out here.
test.use({
  launchOptions: {
    ...chromium,
    args: [...chromium.args, '--disable-features=LocalNetworkAccessChecks'],
  },
});

/**
 * Serves an embedding page on another origin (localhost, where the game is served from
 * 127.0.0.1) that frames the game with `query` at 760×820 and lists
 * every message from the game's origin in `#events` (one line of JSON each).
 */
async function embedding(page, baseURL, query) {
  const game = new URL(baseURL).origin;
  const site = game.replace('127.0.0.1', 'localhost');
  const html = `<!doctype html><meta charset="utf-8"><title>A site</title>
<h1>Our games</h1>
<iframe id="ludo" src="${game}/?${query}" width="760" height="820" style="border:0" title="Ludo"></iframe>
<ol id="events"></ol>
<script>
window.addEventListener('message', (e) => {
  if (e.origin !== ${JSON.stringify(game)} || e.data?.source !== 'ludo') return;
  const li = document.createElement('li');
  li.textContent = JSON.stringify(e.data);
  document.getElementById('events').append(li);
});
</script>`;
  await page.route(`${site}/site.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.setViewportSize({ width: 1000, height: 1000 });
  await page.goto(`${site}/site.html`);
  return page.frameLocator('#ludo');
}

/** The events the embedding page has listed, parsed. */
async function events(page) {
  return (await page.locator('#events li').allTextContents()).map((text) => JSON.parse(text));
}

test('an embedding page hears ready and, as a game it had left ends, the end with places and scores', async ({ page, baseURL }) => {
  // the game the frame's link asks for, left a few steps before its end: resumed, it ends
  const query = 'preset=classic&seats=easy,easy,easy&names=Ana,Bo,Cy&seed=5&speed=instant';
  const url = `/?${query}`;
  const state = await nearEnd(url, 6);
  await page.addInitScript(
    ([items]) => {
      // the game's own origin (the frame), once: its autosave holds the game
      if (location.hostname !== '127.0.0.1' || sessionStorage.getItem('e2e.saved')) return;
      sessionStorage.setItem('e2e.saved', '1');
      for (const [k, v] of items) localStorage.setItem(k, v);
    },
    [autosaveOf(url, state)],
  );
  const frame = await embedding(page, baseURL, query);
  await expect(page.locator('#events li').first()).toContainText('"type":"ready"');
  // a game resumed is not a game started: it is told as resumed, with who plays
  await expect.poll(async () => (await events(page)).map((e) => e.type), { timeout: 60_000 }).toEqual(['ready', 'resume', 'end']);
  const [, resume, end] = await events(page);
  expect(resume.preset).toBe('classic');
  expect(resume.seats.map((s) => s.name)).toEqual(['Ana', 'Bo', 'Cy']);
  // the places the game's own end screen shows, in the same order
  expect(end.places.map((p) => p.place)).toEqual([1, 2, 3]);
  expect(end.places.map((p) => p.name).sort()).toEqual(['Ana', 'Bo', 'Cy']);
  expect(end.winner.name).toBe(end.places[0].name);
  for (const p of end.places) expect(typeof p.score).toBe('number');
  await expect(frame.locator('#results-title')).toContainText(end.winner.name);

  // the site is visited again: the frame finds the game over in its save and shows it, but
  // its end was told already (a site counting results counts it once)
  await page.reload();
  const again = page.frameLocator('#ludo');
  await expect(again.locator('#results-title')).toContainText(end.winner.name);
  await expect(page.locator('#events li').first()).toContainText('"type":"ready"');
  expect((await events(page)).map((e) => e.type)).toEqual(['ready']);
});

test('the page plays without its header or language picker, in a theme and accent the site chose', async ({ page, baseURL }) => {
  const frame = await embedding(page, baseURL, 'preset=mensch&seats=person,easy&names=Ana,Bo&seed=2&speed=fast&header=false&langPicker=false&theme=dark&accent=c2185b');
  await expect(frame.locator('#roll')).toBeEnabled();
  await expect(frame.locator('header.bar')).toBeHidden();
  await expect(frame.locator('#lang')).toBeHidden();
  // the accent colours the main button, with a text colour that reads on it
  await expect(frame.locator('#roll')).toHaveCSS('background-color', 'rgb(194, 24, 91)');
  await expect(frame.locator('#roll')).toHaveCSS('color', 'rgb(255, 255, 255)');
  // dark whatever the system says (this browser asks for light)
  await expect(frame.locator('html')).toHaveCSS('background-color', 'rgb(21, 27, 36)');
  // and the game plays
  await frame.locator('#roll').click();
  await expect(frame.locator('#log li').first()).toBeVisible();
  await expect.poll(async () => (await events(page)).map((e) => e.type)).toEqual(['ready', 'start']);
  // the start says which game: its preset, seed and seats
  const [, start] = await events(page);
  expect(start.preset).toBe('mensch');
  expect(start.seed).toBe(2);
  expect(start.seats.map((s) => s.name)).toEqual(['Ana', 'Bo']);
});

test('a light accent gets dark text, and a colour the page cannot use is named', async ({ page }) => {
  await page.goto('/?preset=classic&seats=person,easy&theme=light&accent=ffd54f');
  await expect(page.locator('#roll')).toHaveCSS('color', 'rgb(11, 19, 32)');
  await expect(page.locator('header.bar')).toBeVisible();
  await page.goto('/?preset=classic&seats=person,easy&accent=pink');
  await expect(page.locator('#message-text')).toContainText('accent=pink');
  await expect(page.locator('#message-text')).toContainText('six hexadecimal digits');
  // the game is not held up by a page setting it cannot use
  await expect(page.locator('#roll')).toBeEnabled();
});

test('in a 760×820 frame the page never scrolls during a game, and every control is in view, in every language', async ({ page }) => {
  await page.setViewportSize({ width: 760, height: 820 });
  const url = '/?preset=classic&seats=person,hard,hard,hard&seed=11&speed=instant';
  // a few steps before the end: a long log, places taken
  const end = await nearEnd(url, 6);
  for (const lang of ['en', 'pt', 'de']) {
    await test.step(lang, async () => {
      await page.goto(`${url}&lang=${lang}`);
      await expect(page.locator('#roll')).toBeEnabled();
      // the first moves of the game, and a few before its end
      for (const when of ['the first moves', 'near the end']) {
        if (when === 'near the end') {
          await openFile(page, end);
          await expect.poll(async () => (await savedGame(page)).state.log.length).toBeGreaterThanOrEqual(end.log.length);
          await expect(page.locator('#board')).toBeVisible();
        }
        await expectControlsInView(page, `${lang}, ${when}`);
        let moves = 0;
        await playByClicking(page, {
          onMove: async () => {
            moves++;
            await expectControlsInView(page, `${lang}, ${when}: move ${moves}`);
          },
          done: async () => moves >= 3,
        });
        await expectControlsInView(page, `${lang}, ${when}: after the moves`);
      }
      // the next language's link starts its game afresh, not this one
      await page.evaluate(() => localStorage.clear());
    });
  }
});
