import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

interface Popup {
  id: number;
  startDate?: string | null;
  endDate?: string | null;
}

const DAY = 86_400_000;

/**
 * The demo's announcement (domaine `popups.json`, popup 1: the Christmas open days) shows only
 * between its dates, checked in the browser (popup-rules.ts). Outside them, the popup tests start
 * the browser's clock on its first day, 10:00 (it runs on from there, timers included), and date
 * the visitor's consent cookie just before it (a consent dated in the future counts as none, and a
 * first visit's popups wait for the consent banner), so they do not depend on the day the suite
 * runs. Call it after the consent cookie is set. Returns the browser's time at the start.
 */
export async function inAnnouncementSeason(page: Page, id = 1): Promise<number> {
  const file = new URL('../../../site-configs/domaine/popups.json', import.meta.url);
  const { popups } = JSON.parse(readFileSync(file, 'utf8')) as { popups: Popup[] };
  const popup = popups.find((one) => one.id === id);
  if (!popup?.startDate) throw new Error(`domaine popups.json: popup ${id} has no startDate to set the clock on`);
  const start = Date.parse(`${popup.startDate}T00:00:00Z`);
  const end = popup.endDate ? Date.parse(`${popup.endDate}T00:00:00Z`) + DAY : Infinity;
  const now = Date.now();
  // A day's margin on both sides: the browser's local day may differ from UTC's.
  if (now >= start + DAY && now < end - DAY && process.env.E2E_FORCE_SEASON_CLOCK !== '1') return now;
  const time = start + DAY / 2 - 2 * 3_600_000;
  await page.clock.install({ time });
  const context = page.context();
  const consent = (await context.cookies()).filter((cookie) => cookie.name === 'vitrine-consent');
  if (consent.length > 0) {
    await context.addCookies(consent.map((cookie) => ({ ...cookie, value: cookie.value.replace(/\.\d+$/, `.${time - 60_000}`) })));
  }
  return time;
}
