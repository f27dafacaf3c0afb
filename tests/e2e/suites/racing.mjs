// The size-against-queries chart and race mode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { open, run, runOracle, setup, editorText } from '../harness.mjs';

async function curves(page) {
  return page.getByTestId('chart-curve').evaluateAll((paths) => paths.map((p) => ({
    label: p.getAttribute('data-label'),
    steps: (p.getAttribute('d').match(/V/g) || []).length,
  })));
}

// Ticks exactly these algorithms in the race panel.
async function chooseRace(page, names) {
  const panel = page.locator('details.race');
  if (!(await panel.evaluate((d) => d.open))) await panel.locator('summary').click();
  for (const box of await page.locator('[data-testid^=race-choice-]').all()) {
    const name = (await box.getAttribute('data-testid')).slice('race-choice-'.length);
    await box.setChecked(names.includes(name));
  }
}

export default function racing(env) {
  test('a single run draws one size curve', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('example-json-bug').click();
    assert.equal(await run(page), 'done');
    const drawn = await curves(page);
    assert.equal(drawn.length, 1);
    assert.equal(drawn[0].label, 'pardis-hybrid');
    assert.ok(drawn[0].steps >= 2, 'the curve steps down at least once and runs to the last query');
    const queries = await page.getByTestId('stats-queries').textContent();
    assert.match(await page.getByTestId('size-chart').textContent(), new RegExp(`${queries} queries`));
    await page.close();
  });

  test('a race runs two algorithms in their own workers and plots both', async () => {
    const page = await open(env.browser, env.url);
    await page.getByTestId('example-json-bug').click();
    const input = await editorText(page, 'input-editor');
    const oracle = await editorText(page, 'oracle-editor');
    // Fewer than two is refused with a reason.
    await chooseRace(page, ['ddmin*']);
    await page.getByTestId('race-button').click();
    await page.getByTestId('status').filter({ hasText: /choose two or more algorithms/ }).waitFor();

    await chooseRace(page, ['ddmin*', 'pardis']);
    const workers = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.getByTestId('race-button').click();
    await page.getByTestId('status').filter({ hasText: /^race done$/ }).waitFor({ timeout: 60000 });
    const rows = page.getByTestId('race-row');
    assert.equal(await rows.count(), 2);
    for (const algorithm of ['ddmin*', 'pardis']) {
      const row = page.locator(`[data-testid=race-row][data-algorithm="${algorithm}"]`);
      assert.equal(await row.getByTestId('race-status').textContent(), 'done');
      assert.ok(Number(await row.getByTestId('race-size').textContent()) < input.length / 2);
      assert.ok(Number(await row.getByTestId('race-queries').textContent()) > 1);
    }
    const drawn = await curves(page);
    assert.deepEqual(drawn.map((c) => c.label), ['ddmin*', 'pardis']);
    assert.ok(drawn.every((c) => c.steps >= 2));
    const legend = await page.getByTestId('chart-legend').textContent();
    assert.match(legend, /ddmin\*.*B after \d+ queries.*pardis.*B after \d+ queries/s);
    assert.equal(workers.filter((u) => u.endsWith('/reduce-worker.js?engine=markup')).length, 2, 'one engine worker each, with the JSON grammar');
    assert.ok(workers.filter((u) => u.endsWith('/oracle-worker.js')).length >= 2, 'one oracle worker each');
    const sizes = await page.getByTestId('race-size').allTextContents();
    const winner = await page.getByTestId('race-result').textContent();
    assert.equal(Buffer.byteLength(winner), Math.min(...sizes.map(Number)), 'the smallest result is shown');
    assert.equal(await runOracle(oracle, winner), true, `the race's result is interesting:\n${winner}`);
    // The leaders are named, and each result can be saved as it is.
    const leaders = await page.getByTestId('race-leaders').textContent();
    assert.match(leaders, /Smallest result: (ddmin\*|pardis)\. Fewest queries: (ddmin\*|pardis)\. Fastest: (ddmin\*|pardis)\./);
    const smallest = sizes.indexOf(String(Math.min(...sizes.map(Number))));
    assert.match(leaders, new RegExp(`Smallest result: ${['ddmin\\*', 'pardis'][smallest]}\\.`));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid=race-row][data-algorithm="pardis"]').getByTestId('race-download').click(),
    ]);
    assert.equal(download.suggestedFilename(), 'pardis.bug.reduced.json');
    const saved = fs.readFileSync(await download.path(), 'utf8');
    assert.equal(Buffer.byteLength(saved), Number(sizes[1]));
    assert.deepEqual(page.whittleErrors, []);
    await page.close();
  });

  test('stop ends every algorithm of a race and keeps their statistics', async () => {
    const page = await open(env.browser, env.url);
    const input = Array.from({ length: 300 }, (_, i) => `l${i}${i === 200 ? ' bug' : ''}`).join('\n');
    await setup(page, {
      input, language: 'text',
      oracle: "await new Promise((r) => setTimeout(r, 30)); return input.includes('bug');",
    });
    await chooseRace(page, ['ddmin', 'opdd']);
    await page.getByTestId('race-button').click();
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('[data-testid=race-queries]')];
      return cells.length === 2 && cells.every((td) => Number(td.textContent) >= 3);
    });
    await page.getByTestId('stop-button').click();
    await page.getByTestId('status').filter({ hasText: /^race over: 0 of 2 finished$/ }).waitFor();
    assert.deepEqual(await page.getByTestId('race-status').allTextContents(), ['stopped', 'stopped']);
    assert.equal(await page.getByTestId('run-button').isDisabled(), false, 'a new run can start');
    await page.close();
  });
}
