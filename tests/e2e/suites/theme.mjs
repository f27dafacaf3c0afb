// The colour themes: the page follows prefers-color-scheme until the
// header's toggle chooses light or dark (kept across reloads); both themes
// keep every visible text at WCAG AA contrast, state colours included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, run, setup, waitForEnd } from '../harness.mjs';

// In the page: every visible text whose contrast with its effective
// background (its own and its ancestors' backgrounds, composited up to the
// first opaque one) is under WCAG AA: 4.5, or 3 for large text (24 px, or
// 18.66 px bold). Disabled controls are exempt, as WCAG has it.
function lowContrast() {
  const parse = (text) => {
    const m = text.match(/^rgba?\(([^)]+)\)$/);
    if (!m) return null;
    const p = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
  };
  const over = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }) => {
    const lin = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const background = (el) => {
    const layers = [];
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      const c = parse(getComputedStyle(node).backgroundColor);
      if (c && c.a > 0) {
        layers.push(c);
        if (c.a >= 1) break;
      }
    }
    let colour = { r: 255, g: 255, b: 255, a: 1 };
    if (!layers.length || layers[layers.length - 1].a < 1) {
      // Nothing opaque: the canvas (the root's colour scheme's).
      colour = getComputedStyle(document.documentElement).colorScheme.includes('dark')
        ? { r: 18, g: 18, b: 18, a: 1 } : colour;
    }
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  const failures = [];
  let checked = 0;
  for (const el of document.querySelectorAll('body *')) {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION'].includes(el.tagName)) continue;
    const control = ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName);
    const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!ownText && !(control && el.type !== 'hidden')) continue;
    if (el.closest(':disabled') || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(el);
    const svg = el instanceof SVGElement;
    const fg = parse(svg ? style.fill : style.color);
    if (!fg) continue;
    const bg = background(svg ? el.closest('svg').parentElement : el);
    const text = over(fg, bg);
    const [hi, lo] = [luminance(text), luminance(bg)].sort((a, b) => b - a);
    const ratio = (hi + 0.05) / (lo + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    checked++;
    if (ratio < (large ? 3 : 4.5)) {
      const label = el.dataset.testid || el.className?.baseVal || el.className || '';
      failures.push(`${el.tagName.toLowerCase()}.${label} "${(el.textContent || el.value || '').trim().slice(0, 30)}": ${ratio.toFixed(2)} (${style.color} on rgb(${Math.round(bg.r)}, ${Math.round(bg.g)}, ${Math.round(bg.b)}))`);
    }
  }
  return { checked, failures };
}

async function assertContrast(page, when) {
  const { checked, failures } = await page.evaluate(lowContrast);
  assert.ok(checked > 30, `${when}: only ${checked} texts checked`);
  assert.deepEqual(failures, [], `${when}: texts under AA contrast`);
}

// The mean relative luminance (0 black, 1 white) of a PNG screenshot,
// decoded by the page.
async function meanLuminance(page, png) {
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    let sum = 0;
    for (let i = 0; i < pixels.length; i += 4) sum += (0.2126 * pixels[i] + 0.7152 * pixels[i + 1] + 0.0722 * pixels[i + 2]) / 255;
    return sum / (pixels.length / 4);
  }, png.toString('base64'));
}

const bodyLuminance = (page) => page.evaluate(() => {
  const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
});

// The toggle's choice is in the browser profile that every test shares:
// each test leaves it at `system`.
async function resetTheme(page) {
  await page.evaluate(() => localStorage.removeItem('whittle-theme'));
}

export default function theme(env) {
  test('the theme follows prefers-color-scheme; the toggle overrides it and survives a reload', async () => {
    const page = await open(env.browser, env.url);
    try {
      const toggle = page.getByTestId('theme-toggle');
      assert.equal(await toggle.inputValue(), 'system');
      await page.emulateMedia({ colorScheme: 'dark' });
      assert.ok(await bodyLuminance(page) < 0.2, 'dark when the system is');
      await page.emulateMedia({ colorScheme: 'light' });
      assert.ok(await bodyLuminance(page) > 0.8, 'light when the system is');
      await toggle.selectOption('dark');
      assert.ok(await bodyLuminance(page) < 0.2, 'dark when chosen, on a light system');
      await page.reload();
      await page.getByTestId('status').filter({ hasText: /^ready$/ }).waitFor();
      assert.equal(await page.getByTestId('theme-toggle').inputValue(), 'dark');
      assert.ok(await bodyLuminance(page) < 0.2, 'the choice survives a reload');
      await page.getByTestId('theme-toggle').selectOption('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      assert.ok(await bodyLuminance(page) > 0.8, 'light when chosen, on a dark system');
      await page.getByTestId('theme-toggle').selectOption('system');
      assert.ok(await bodyLuminance(page) < 0.2, 'back to the system');
      assert.equal(await page.evaluate(() => localStorage.getItem('whittle-theme')), null);
    } finally {
      await resetTheme(page);
      await page.close();
    }
  });

  test('screenshots of the light and dark themes differ, light and dark', async () => {
    const page = await open(env.browser, env.url);
    try {
      await page.getByTestId('example-json-bug').click();
      const shots = {};
      for (const scheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: scheme });
        shots[scheme] = await page.screenshot({ fullPage: true });
      }
      assert.notDeepEqual(shots.light, shots.dark);
      const light = await meanLuminance(page, shots.light);
      const dark = await meanLuminance(page, shots.dark);
      assert.ok(light > 0.75, `the light page's mean luminance is ${light.toFixed(2)}`);
      assert.ok(dark < 0.25, `the dark page's mean luminance is ${dark.toFixed(2)}`);
    } finally {
      await page.close();
    }
  });

  for (const scheme of ['light', 'dark']) {
    test(`every visible text has AA contrast in the ${scheme} theme, state colours included`, async () => {
      // With the introduction, which has colours of its own.
      const page = await open(env.browser, env.url, { intro: true });
      try {
        await page.emulateMedia({ colorScheme: scheme });
        await page.getByTestId('example-json-bug').click();
        await assertContrast(page, 'an example loaded');
        assert.equal(await run(page), 'done');
        await assertContrast(page, 'after a run');
        // A step: the explanation, and the tree's and source's marks of
        // what is under test.
        await page.getByTestId('example-json-bug').click();
        for (const query of [1, 2, 3]) {
          await page.getByTestId('step-button').click();
          await page.getByTestId('step-explanation').filter({ hasText: `Test ${query}:` }).waitFor({ timeout: 30000 });
        }
        await assertContrast(page, 'after three steps');
        await page.getByTestId('stop-button').click();
        assert.equal(await waitForEnd(page), 'stopped');
        // An error.
        await setup(page, { oracle: 'return (' });
        assert.match(await run(page), /not valid JavaScript/);
        await assertContrast(page, 'after an error');
        // A race: its table's leaders.
        await page.getByTestId('example-json-bug').click();
        const panel = page.locator('details.race');
        if (!(await panel.evaluate((d) => d.open))) await panel.locator('summary').click();
        for (const box of await page.locator('[data-testid^=race-choice-]').all()) {
          const name = (await box.getAttribute('data-testid')).slice('race-choice-'.length);
          await box.setChecked(['ddmin*', 'pardis'].includes(name));
        }
        await page.getByTestId('race-button').click();
        await page.getByTestId('status').filter({ hasText: /^race done$/ }).waitFor({ timeout: 60000 });
        assert.ok(await page.locator('.race-stats td.leader').count() > 0, 'the leaders are marked');
        await assertContrast(page, 'after a race');
      } finally {
        await page.close();
      }
    });
  }
}
