// A welcoming start: "Quick play" starts a game against the computer in one tap, the
// presets are cards with a one-line description, Start is on a phone's screen without
// scrolling, and no text is cut at 360 px in any language.
import { test, expect, savedGame, visit, holdFile } from './helpers.mjs';

const LANGS = ['en', 'pt', 'de'];

/**
 * Texts the page cuts on screen: boxes whose content is wider than they are, selects and
 * inputs whose chosen option or placeholder does not fit, inside `root`.
 */
function cutTexts(page, root) {
  return page.evaluate((selector) => {
    const canvas = document.createElement('canvas').getContext('2d');
    const textWidth = (node, text) => {
      const s = getComputedStyle(node);
      canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      return canvas.measureText(text).width;
    };
    const room = (node) => {
      const s = getComputedStyle(node);
      return node.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    };
    const out = [];
    for (const node of document.querySelectorAll(`${selector}, ${selector} *`)) {
      if (!(node instanceof HTMLElement) || !node.checkVisibility() || node.closest('[hidden], .sr-only')) continue;
      const what = `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${node.className}`;
      if (node instanceof HTMLSelectElement) {
        const text = node.selectedOptions[0]?.textContent ?? '';
        // the arrow of a select takes about 20 px of its box
        if (textWidth(node, text) > room(node) - 20) out.push(`${what}: "${text}"`);
      } else if (node instanceof HTMLInputElement && node.placeholder) {
        if (textWidth(node, node.placeholder) > room(node)) out.push(`${what}: "${node.placeholder}"`);
      } else if (node.scrollWidth > node.clientWidth + 1 && node.clientWidth > 0) {
        out.push(`${what}: "${node.textContent.slice(0, 40)}" (${node.scrollWidth} > ${node.clientWidth})`);
      }
    }
    return out;
  }, root);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('no text of the new-game screen is cut, in any language, with every choice open', async ({ page }) => {
    for (const lang of LANGS) {
      await visit(page, `/?lang=${lang}`);
      await expect(page.locator('#start')).toBeVisible();
      await page.locator('#house-rules summary').click();
      await expect(page.locator('#switches .sw').first()).toBeVisible();
      for (const [i, kind] of ['person', 'easy', 'medium', 'hard'].entries()) await page.locator(`select[data-seat="${i}"]`).selectOption(kind);
      expect(await cutTexts(page, 'body > header'), `${lang}: the header`).toEqual([]);
      expect(await cutTexts(page, '#setup'), `${lang}: the new-game screen`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang}: no sideways scrolling`).toBeLessThanOrEqual(360);
    }
  });

  test('no text of a game in progress is cut, in any language', async ({ page }) => {
    for (const lang of LANGS) {
      await visit(page, `/?preset=velvet&seats=person,medium,medium,medium&seed=3&speed=instant&lang=${lang}`);
      await expect(page.locator('#roll')).toBeEnabled();
      await page.locator('.settings summary').click();
      expect(await cutTexts(page, '#controls'), `${lang}: the controls`).toEqual([]);
      expect(await cutTexts(page, '.panel .tools'), `${lang}: the buttons`).toEqual([]);
      expect(await cutTexts(page, '.settings'), `${lang}: the settings`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(360);
    }
  });
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Quick play and Start are on screen without scrolling, in every language', async ({ page }) => {
    for (const lang of LANGS) {
      await visit(page, `/?lang=${lang}`);
      // measured once the form (loaded on demand) has drawn its presets
      await expect(page.locator('#presets .preset').first()).toBeVisible();
      for (const id of ['quick-play', 'start']) {
        const box = await page.locator(`#${id}`).boundingBox();
        expect(box.y, `${lang}: #${id} top`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${lang}: #${id} bottom`).toBeLessThanOrEqual(844);
        expect(box.height, `${lang}: #${id} is easy to tap`).toBeGreaterThanOrEqual(44);
      }
      // Start stays in view as the form scrolls
      await page.locator('#seed').scrollIntoViewIfNeeded();
      const start = await page.locator('#start').boundingBox();
      expect(start.y + start.height).toBeLessThanOrEqual(844);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }
  });

  test('Quick play starts a game against the computer in one tap, with the preset on show', async ({ page }) => {
    await visit(page, '/');
    await expect(page.locator('#quick-about')).toHaveText('You against three computer players, Classic rules. One tap and you play.');
    await page.locator('#quick-play').tap();
    await expect(page.locator('#board')).toBeVisible();
    await expect(page.locator('#roll')).toBeVisible();
    let st = (await savedGame(page)).state;
    expect(st.preset).toBe('classic');
    expect(st.seats.map((s) => s.computer)).toEqual([null, 'medium', 'medium', 'medium']);

    // with another preset card chosen, and the person's name, it plays that one
    await page.locator('#new-game').tap();
    await page.locator('.preset[data-preset="mensch"]').tap();
    await expect(page.locator('#quick-about')).toContainText('Mensch ärgere Dich nicht');
    await page.locator('input[data-seat="0"]').fill('Ana');
    await page.locator('#quick-play').tap();
    await expect(page.locator('#board')).toBeVisible();
    st = (await savedGame(page)).state;
    expect(st.preset).toBe('mensch');
    expect(st.seats[0]).toEqual({ name: 'Ana', computer: null });
    expect(st.seats.length).toBe(4);
  });
});

test('the presets are cards with a name and a one-line description, in every language', async ({ page }) => {
  for (const lang of LANGS) {
    await visit(page, `/?lang=${lang}`);
    const cards = page.locator('#presets .preset');
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) {
      await expect(card.locator('.preset-name')).not.toBeEmpty();
      const about = (await card.locator('.preset-about').textContent()).trim();
      expect(about.length, `${lang}: "${about}"`).toBeGreaterThan(30);
      expect(about).toMatch(/\.$/);
    }
    if (lang === 'en') {
      // the Reward squares card says what the squares do
      const card = page.locator('[data-preset="rewards"]');
      await expect(card).toContainText('Squares that help or hurt the pawn that lands on them');
      await expect(card).not.toContainText('One person against three computers');
    }
    // a card is a radio button named by its preset, chosen with a click anywhere on it
    await page.locator('.preset[data-preset="brazilian"] .preset-about').click();
    await expect(page.locator('.preset[data-preset="brazilian"] input')).toBeChecked();
  }
  await expect(page.getByRole('radio', { name: /Ludo brasileiro|Brasilianisch|Brazilian/ })).toBeChecked();
});

/**
 * Holds the new-game form's own file back, as on a slow phone: resolves once the page has
 * asked for it, with the function that lets it load.
 * @param {import('@playwright/test').Page} page
 * @param {string} path the page to open
 */
async function openWithFormHeld(page, path) {
  const form = await holdFile(page, 'quickChoice(){');
  await page.goto(path);
  await expect.poll(form.url).not.toBe('');
  return form.release;
}

test('Quick play pressed while the new-game form is still loading starts the game once it has', async ({ page }) => {
  const release = await openWithFormHeld(page, '/?lang=pt');
  await page.locator('#quick-play').click();
  await expect(page.locator('#board')).toBeHidden();
  release();
  await expect(page.locator('#board')).toBeVisible();
  await expect(page.locator('#players li').first()).toContainText('Você');
  const st = (await savedGame(page)).state;
  expect(st.seats.map((s) => s.computer)).toEqual([null, 'medium', 'medium', 'medium']);
});

test('Start pressed while the new-game form is still loading starts the game it then shows', async ({ page }) => {
  // the choice remembered from the last game: two seats, Ana against an easy computer
  await page.addInitScript(() => {
    if (!localStorage.getItem('ludo.setup')) {
      localStorage.setItem('ludo.setup', JSON.stringify({ preset: 'velvet', seats: [{ kind: 'person', name: 'Ana' }, { kind: 'easy', name: '' }] }));
    }
  });
  const release = await openWithFormHeld(page, '/');
  // pressed twice, as a person does when nothing seems to happen
  await page.locator('#start').click();
  await page.locator('#start').click();
  await expect(page.locator('#board')).toBeHidden();
  release();
  await expect(page.locator('#board')).toBeVisible();
  await expect(page.locator('#players li')).toHaveCount(2);
  await expect(page.locator('#players li').first()).toContainText('Ana');
  const st = (await savedGame(page)).state;
  expect(st.seats).toEqual([
    { name: 'Ana', computer: null },
    { name: 'Player 2', computer: 'easy' },
  ]);
});

test.describe('the room code of friends', () => {
  // the room's page is answered by the test (no offline cache to answer it first)
  test.use({ serviceWorkers: 'block' });

  test('a room code is read as its friends read it out (O as zero, I and L as one); one that cannot be a room is refused by its field', async ({ page }) => {
    await page.goto('/?lang=en');
    const input = page.locator('#join-code-input');
    await input.fill('hello-world');
    await page.locator('#join-code button').click();
    await expect(page.locator('#join-code-error')).toHaveText(/^That is not a room code/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#setup-error')).toBeEmpty();
    // the error follows the language, and goes once the code is typed again
    await page.locator('#lang').selectOption('de');
    await expect(page.locator('#join-code-error')).toHaveText(/^Das ist kein Raumcode/);
    await input.fill('9TDI-Z45O X7BF-RE3L');
    await expect(page.locator('#join-code-error')).toBeEmpty();
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    // the room's page is not opened here (no signalling server): only where the code leads
    await page.route(/[?&]room=/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>A room</title>' }));
    await page.locator('#join-code button').click();
    await expect(page).toHaveURL(/[?&]room=9td1z450x7bfre31(&|$)/);
  });
});
