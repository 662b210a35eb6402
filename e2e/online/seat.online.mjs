// A friend who opens the invite after the start, with a seat left open that a computer
// plays, takes that seat from the lobby with a name and one press: the computer plays its
// turn out, every page shows the new name, and the seat's next turn is the friend's.
import { expect } from '@playwright/test';
import { test, online, open, nextClick } from './support.mjs';
import { Game } from '../unit/engine.mjs';

test('a friend who comes after the start takes the seat left open: every page shows the name, and the seat’s next turn is the friend’s', async ({ browser }) => {
  const host = await open(browser, `/?room=new&seats=person,friend,friend&names=Hana&speed=instant&${online}`);
  const link = await host.page.locator('#lobby-link').inputValue();
  const ana = await open(browser, `${link}&speed=instant`);
  // the longest name is the engine's, which the room shares (Game.limits())
  await expect(ana.page.locator('#lobby-name')).toHaveAttribute('maxlength', String(Game.limits().nameLength));
  await ana.page.fill('#lobby-name', 'Ana');
  await ana.page.click('#lobby-join');
  await expect(host.page.locator('#lobby-count')).toHaveText('Seated: 2 of 3');
  await host.page.click('#lobby-start-open');
  await expect(host.page.locator('#board')).toBeVisible();
  await expect(ana.page.locator('#board')).toBeVisible();

  // the newcomer is offered the open seat, not only the game to watch
  const cy = await open(browser, `${link}&speed=instant`);
  await cy.page.fill('#lobby-name', 'Cy');
  await cy.page.click('#lobby-join');
  await expect(cy.page.locator('#board')).toBeVisible();
  for (const p of [host, ana, cy]) await expect(p.page.locator('#players')).toContainText('Cy');

  // the others play on until the seat's turn comes: then Cy's page asks for the roll
  await expect
    .poll(
      async () => {
        if ((await nextClick(cy.page)) === '#roll') return true;
        for (const p of [host.page, ana.page]) {
          const act = await nextClick(p);
          if (act) await p.locator(act).first().click({ timeout: 2000 }).catch(() => {});
        }
        return false;
      },
      { timeout: 120_000, intervals: [50] },
    )
    .toBe(true);
  // Cy rolls; a six is banked and rolled again (classic), so Cy rolls until the die is
  // no longer Cy's to roll
  await expect
    .poll(
      async () => {
        const roll = cy.page.locator('#roll');
        if (await roll.isEnabled()) await roll.click({ timeout: 2000 }).catch(() => {});
        return roll.isDisabled();
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBe(true);
  await expect(cy.page.locator('#message')).toBeHidden();
  for (const p of [host, ana, cy]) expect(p.problems).toEqual([]);
});
