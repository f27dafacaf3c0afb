// Phones and small screens: at 390×844 every tab fits the screen (nothing
// wider than it, no horizontal scroll), Reduce is on the Input tab, and
// every control is reachable with the Tab key; on a desktop a race's table
// and a pipeline's counters stay inside the result pane.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, run } from '../harness.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

// In the page: the elements inside `root` (a selector; the whole page by
// default) that stick out of it (its right edge, or the viewport's), but
// not content inside an element that scrolls or clips itself.
function overflowing(selector) {
  const root = selector ? document.querySelector(selector) : document.body;
  const right = selector ? root.getBoundingClientRect().right : document.documentElement.clientWidth;
  const left = selector ? root.getBoundingClientRect().left : 0;
  const clips = (el) => /auto|scroll|hidden|clip/.test(getComputedStyle(el).overflowX);
  const out = [];
  const walk = (el) => {
    for (const child of el.children) {
      const r = child.getBoundingClientRect();
      if (r.width > 0 && (r.right > right + 0.5 || r.left < left - 0.5)) {
        out.push(`${child.tagName.toLowerCase()}.${child.dataset.testid || child.className?.baseVal || child.className} ${Math.round(r.left)}–${Math.round(r.right)}`);
      }
      if (!clips(child)) walk(child);
    }
  };
  walk(root);
  return { scrollWidth: document.scrollingElement.scrollWidth, out: out.slice(0, 10) };
}

// Presses Tab from the top of the page until focus comes round again; the
// controls that were focused get `data-tab-reached`.
async function tabThrough(page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-tab-reached]')) el.removeAttribute('data-tab-reached');
    document.activeElement?.blur();
    window.scrollTo(0, 0);
  });
  let first = null;
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      if (el.hasAttribute('data-tab-reached')) return 'again';
      el.setAttribute('data-tab-reached', '');
      return 'new';
    });
    if (id === 'again' && first) break;
    if (id === 'new') first = true;
  }
}

// The controls shown (button, input, select, a) that Tab did not reach;
// controls made unreachable on purpose (disabled, tabindex=-1) aside.
function unreached() {
  const missing = [];
  let shown = 0;
  for (const el of document.querySelectorAll('button, input, select, a[href]')) {
    if (el.disabled || el.type === 'hidden' || el.getAttribute('tabindex') === '-1') continue;
    if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
    shown++;
    if (!el.hasAttribute('data-tab-reached')) missing.push(el.dataset.testid || el.outerHTML.slice(0, 80));
  }
  return { shown, missing };
}

export default function smallScreens(env) {
  test('at 390×844 every tab fits the screen, Reduce is on the Input tab, and Tab reaches every control', async () => {
    const page = await open(env.browser, env.url);
    try {
      await page.setViewportSize(PHONE);
      await page.getByTestId('example-json-bug').click();
      await page.getByTestId('tab-input').click();
      const reduce = page.getByTestId('run-button');
      assert.ok(await reduce.isVisible(), 'Reduce shows on the Input tab');
      assert.equal(await run(page), 'done');
      for (const tab of ['input', 'oracle', 'result', 'parse-tree']) {
        await page.getByTestId(`tab-${tab}`).click();
        // What a user opens on the tab shows too.
        await page.evaluate(() => { for (const d of document.querySelectorAll('main details')) d.open = true; });
        const { scrollWidth, out } = await page.evaluate(overflowing, null);
        assert.ok(scrollWidth <= PHONE.width, `${tab}: the page is ${scrollWidth} px wide`);
        assert.deepEqual(out, [], `${tab}: elements wider than the screen`);
        await tabThrough(page);
        const { shown, missing } = await page.evaluate(unreached);
        assert.ok(shown >= 5, `${tab}: ${shown} controls shown`);
        assert.deepEqual(missing, [], `${tab}: controls Tab does not reach`);
      }
      await page.getByTestId('tab-input').click();
      const box = await reduce.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, 'Reduce is within the screen');
      await reduce.click();
      assert.notEqual(await page.getByTestId('status').textContent(), 'ready', 'Reduce on the Input tab runs');
    } finally {
      await page.close();
    }
  });

  test('the introduction says what to tap on a narrow screen and which keys on a wide one', async () => {
    const page = await open(env.browser, env.url, { intro: true });
    try {
      const intro = page.getByTestId('intro');
      await page.setViewportSize(PHONE);
      const narrow = await intro.innerText();
      assert.match(narrow, /tap Reduce/);
      assert.doesNotMatch(narrow, /Ctrl\+Enter|F10/);
      await page.setViewportSize(DESKTOP);
      const wide = await intro.innerText();
      assert.match(wide, /press Reduce \(Ctrl\+Enter\)/);
      assert.doesNotMatch(wide, /tap/);
    } finally {
      await page.close();
    }
  });

  test('at 1280×800 a race and a pipeline run stay inside the result pane', async () => {
    const page = await open(env.browser, env.url);
    try {
      await page.setViewportSize(DESKTOP);
      await page.getByTestId('example-json-bug').click();
      // auto, for a tree language, is the pipeline, with its counters.
      await page.getByTestId('algorithm-select').selectOption('auto');
      assert.equal(await run(page), 'done');
      assert.ok(await page.getByTestId('stats-counters').isVisible(), 'the pipeline shows its counters');
      const afterRun = await page.evaluate(overflowing, '.result-pane');
      assert.ok(afterRun.scrollWidth <= DESKTOP.width, `after a pipeline run the page is ${afterRun.scrollWidth} px wide`);
      assert.deepEqual(afterRun.out, [], 'after a pipeline run: outside the result pane');

      const panel = page.locator('details.race');
      if (!(await panel.evaluate((d) => d.open))) await panel.locator('summary').click();
      const boxes = await page.locator('[data-testid^=race-choice-]').all();
      for (const [i, box] of boxes.entries()) await box.setChecked(i < 4);
      await page.getByTestId('race-button').click();
      await page.getByTestId('status').filter({ hasText: /^race done$/ }).waitFor({ timeout: 120000 });
      const afterRace = await page.evaluate(overflowing, '.result-pane');
      assert.ok(afterRace.scrollWidth <= DESKTOP.width, `after a race the page is ${afterRace.scrollWidth} px wide`);
      assert.deepEqual(afterRace.out, [], 'after a race: outside the result pane');
    } finally {
      await page.close();
    }
  });
}
