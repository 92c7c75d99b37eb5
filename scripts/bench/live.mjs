// The live line under change (docs/decisions/live-feed.md): a page with at least 500 live outcomes whose
// prices the backend moves every 2 s for a minute, in Chromium. What the player would feel is read
// from the browser's own timings: every long task (over 50 ms) of the main thread, and the
// duration of each click's event (input delay, handlers and the next paint: Event Timing) for a
// click on the page every 2 s, between the price moves.
import { chromium } from '@playwright/test';

const OBSERVE = () => {
  const state = { longTasks: [], events: [] };
  Object.assign(window, { __bench: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.events.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** Waits until the backend's line has at least `min` live games (the simulator adds them on its first ticks). */
export async function waitForLiveGames(backendUrl, min, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const sports = await (await fetch(`${backendUrl}/web-api/line/sports?lng=ru`)).json();
    const live = sports.reduce((sum, sport) => sum + sport.liveCount, 0);
    if (live >= min) return live;
    if (Date.now() > end) throw new Error(`the line has ${live} live games, not ${min}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Opens `url`, then for `seconds` asks the backend (its control API) to move `limit` live prices
 * (by default every main price of every live game: all those on the page) every `everyMs`, and
 * clicks a championship's heading (it folds and unfolds) in between.
 */
export async function liveUnderChange(url, { controlUrl, seconds = 60, everyMs = 2000, limit = 2000 }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'networkidle' });
    const outcomes = await page.locator('.odd__coef').count();
    const before = await page.locator('.odd__coef').allTextContents();
    // What loading and hydrating cost is not what this measures: the page under change is.
    await page.evaluate(() => {
      window.__bench.longTasks.length = 0;
      window.__bench.events.length = 0;
    });
    const heading = page.locator('details.line-group--champ > summary').first();
    let moved = 0;
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end) {
      const answer = await fetch(`${controlUrl}/line/move-prices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ section: 'live', limit }),
      });
      if (!answer.ok) throw new Error(`move-prices answered ${answer.status}`);
      moved += (await answer.json()).moved;
      await page.waitForTimeout(everyMs / 2);
      await heading.click();
      await page.waitForTimeout(everyMs / 2);
    }
    const after = await page.locator('.odd__coef').allTextContents();
    const { longTasks, events } = await page.evaluate(() => window.__bench);
    const clicks = events.filter((event) => ['pointerdown', 'pointerup', 'click', 'mousedown', 'mouseup'].includes(event.name));
    return {
      outcomes,
      changedOnScreen: after.filter((text, i) => text !== before[i]).length,
      moved,
      longTasks: longTasks.length,
      maxLongTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
      clicks: clicks.length,
      // Entries under 16 ms are not reported: none at all means every click answered within 16 ms.
      maxInputMs: clicks.length ? Math.max(...clicks.map((event) => event.duration)) : 16,
    };
  } finally {
    await browser.close();
  }
}
