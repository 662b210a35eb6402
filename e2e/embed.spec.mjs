// A site that embeds the page: the events it receives (ready, start, end with places and
// scores) and the look it sets by URL (header, language picker, theme, accent colour).
// The embedding page lives on another origin and checks the origin of every message,
// as README's example does.
import { test, expect, playByClicking } from './helpers.mjs';

// The embedding page is answered by the test itself, which the browser counts as a public
// address framing a local one (the game on 127.0.0.1): a real site and game are both
// public, so the local-network checks are left out here.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-features=LocalNetworkAccessChecks'],
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

test('an embedding page hears ready, start and the end with places and scores', async ({ page, baseURL }) => {
  const frame = await embedding(page, baseURL, 'preset=classic&seats=easy,easy,easy&names=Ana,Bo,Cy&seed=5&speed=instant');
  await expect(page.locator('#events li').first()).toContainText('"type":"ready"');
  await expect.poll(async () => (await events(page)).map((e) => e.type), { timeout: 150_000 }).toEqual(['ready', 'start', 'end']);
  const [, start, end] = await events(page);
  expect(start.preset).toBe('classic');
  expect(start.seed).toBe(5);
  expect(start.seats.map((s) => s.name)).toEqual(['Ana', 'Bo', 'Cy']);
  // the places the game's own end screen shows, in the same order
  expect(end.places.map((p) => p.place)).toEqual([1, 2, 3]);
  expect(end.winner.name).toBe(end.places[0].name);
  for (const p of end.places) expect(typeof p.score).toBe('number');
  await expect(frame.locator('#results-title')).toContainText(end.winner.name);
});

test('the page plays without its header or language picker, in a theme and accent the site chose', async ({ page, baseURL }) => {
  const frame = await embedding(page, baseURL, 'preset=mensch&seats=person,easy&seed=2&speed=fast&header=false&langPicker=false&theme=dark&accent=c2185b');
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

for (const lang of ['en', 'pt', 'de']) {
  test(`in a 760×820 frame the page never scrolls during a game, and every control is in view (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 760, height: 820 });
    await page.goto(`/?preset=classic&seats=person,hard,hard,hard&seed=11&speed=instant&lang=${lang}`);
    const inView = async () => {
      const scroll = await page.evaluate(() => document.scrollingElement.scrollHeight - innerHeight);
      expect(scroll, 'the page scrolls').toBeLessThanOrEqual(0);
      for (const sel of ['#board', '#roll', '#hint', '#undo', '#export', '#import', '#rules-open', '.settings summary', '#log-title', '#sound', '#new-game']) {
        const box = await page.locator(sel).boundingBox();
        expect(box, `${sel} is shown`).not.toBeNull();
        expect(box.y, `${sel} top`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${sel} bottom`).toBeLessThanOrEqual(820);
        expect(box.x + box.width, `${sel} right`).toBeLessThanOrEqual(760);
      }
    };
    let moves = 0;
    await playByClicking(page, {
      onMove: async () => {
        moves++;
        await inView();
      },
      done: async () => moves >= 6,
    });
    await inView();
  });
}
