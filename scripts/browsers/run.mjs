// run.mjs asks Chromium, Firefox and WebKit how they read the reader corpus
// (corpus.mjs) and writes their answers, with the browsers' versions, to
// testdata/readers/answers.jsonl.gz. `make browsers` runs it after
// check.sh has said that everything it needs is installed.
//
//   node run.mjs [--wpt DIR] [--out FILE] [--only chromium,firefox,webkit]
//
// Chromium is driven through the DevTools protocol and Firefox through
// WebDriver BiDi (both with puppeteer-core, which downloads no browser);
// WebKit is WebKitGTK's MiniBrowser under WebKitWebDriver, spoken to in
// W3C WebDriver over HTTP with plain fetch calls. Each browser evaluates
// the whole corpus in batches of BATCH cases per call, in one page.
//
// Output: the first line is a header {"header": {...}} naming the
// browsers and their versions; every other line is one case of the corpus
// with each browser's answer under its key (c: Chromium, f: Firefox,
// w: WebKit): the href it read, or null where new URL threw (for a setter:
// the href after setting, or null where the URL to set could not be made).

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildCorpus } from './corpus.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const wpt = opt('--wpt', process.env.WHATWGURL_WPT || path.join(root, '..', 'shared', 'wpt'));
const out = opt('--out', path.join(root, 'testdata', 'readers', 'answers.jsonl.gz'));
const only = opt('--only', 'chromium,firefox,webkit').split(',');
const BATCH = 4000;

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';
export const WEBKITDRIVER = process.env.WEBKITDRIVER || '/usr/bin/WebKitWebDriver';

// readAll is evaluated in the browser's page: each case read as the URL
// class reads it.
function readAll(cases) {
  return cases.map((c) => {
    try {
      if (c.k === 'p') return c.b === null ? new URL(c.i).href : new URL(c.i, c.b).href;
      const u = new URL(c.h);
      u[c.s] = c.v;
      return u.href;
    } catch (e) {
      return null;
    }
  });
}

async function inBatches(cases, evaluate, name) {
  const answers = [];
  const t0 = Date.now();
  for (let i = 0; i < cases.length; i += BATCH) {
    const got = await evaluate(cases.slice(i, i + BATCH));
    if (!Array.isArray(got) || got.length !== Math.min(BATCH, cases.length - i)) {
      throw new Error(`${name}: batch at ${i} gave ${Array.isArray(got) ? got.length : typeof got} answers`);
    }
    answers.push(...got);
  }
  console.error(`${name}: ${cases.length} cases in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  return answers;
}

async function withPuppeteer(cases, browserName) {
  const puppeteer = (await import('puppeteer-core')).default;
  const launch = browserName === 'firefox'
    ? { browser: 'firefox', executablePath: FIREFOX, headless: true, protocol: 'webDriverBiDi' }
    : { browser: 'chrome', executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] };
  const browser = await puppeteer.launch({ ...launch, protocolTimeout: 600000 });
  try {
    const version = await browser.version();
    const page = await browser.newPage();
    await page.goto('about:blank');
    const ua = await page.evaluate(() => navigator.userAgent);
    const answers = await inBatches(cases, (batch) => page.evaluate(readAll, batch), browserName);
    return { version, userAgent: ua, answers };
  } finally {
    await browser.close();
  }
}

// WebKit: WebKitWebDriver on a free port, under Xvfb when there is no
// display, and the W3C WebDriver endpoints new session, execute/sync and
// delete session.
async function withWebKit(cases) {
  const procs = [];
  const env = { ...process.env };
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) {
    const display = ':' + (90 + Math.floor(Math.random() * 100));
    const xvfb = spawn('Xvfb', [display, '-screen', '0', '1024x768x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    procs.push(xvfb);
    env.DISPLAY = display;
    await new Promise((r) => setTimeout(r, 1500));
  }
  const port = 4444 + Math.floor(Math.random() * 1000);
  const driver = spawn(WEBKITDRIVER, [`--port=${port}`, '--host=127.0.0.1'], { env, stdio: 'ignore' });
  procs.push(driver);
  const base = `http://127.0.0.1:${port}`;
  const call = async (method, p, body) => {
    const res = await fetch(base + p, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const j = await res.json();
    if (!res.ok) throw new Error(`WebKitWebDriver ${method} ${p}: ${JSON.stringify(j).slice(0, 500)}`);
    return j.value;
  };
  try {
    let session;
    for (let i = 0; ; i++) {
      try {
        session = await call('POST', '/session', {
          capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] } } },
        });
        break;
      } catch (e) {
        if (i > 20) throw e;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    const id = session.sessionId;
    const caps = session.capabilities;
    try {
      const script = `return (${readAll.toString()})(arguments[0]);`;
      const ua = await call('POST', `/session/${id}/execute/sync`, { script: 'return navigator.userAgent;', args: [] });
      const answers = await inBatches(cases, (batch) => call('POST', `/session/${id}/execute/sync`, { script, args: [batch] }), 'webkit');
      return { version: `${caps.browserName}/${caps.browserVersion}`, userAgent: ua, answers };
    } finally {
      await call('DELETE', `/session/${id}`).catch(() => {});
    }
  } finally {
    for (const p of procs.reverse()) p.kill();
  }
}

async function main() {
  const cases = buildCorpus(wpt);
  console.error(`corpus: ${cases.length} cases (${cases.filter((c) => c.k === 'p').length} parses) from ${wpt}`);
  const header = { corpus: 'scripts/browsers/corpus.mjs', cases: cases.length, date: new Date().toISOString().slice(0, 10), browsers: {} };
  const keys = { chromium: 'c', firefox: 'f', webkit: 'w' };
  const results = {};
  for (const name of only) {
    try {
      const r = name === 'webkit' ? await withWebKit(cases) : await withPuppeteer(cases, name);
      header.browsers[name] = { key: keys[name], version: r.version, userAgent: r.userAgent };
      results[name] = r.answers;
    } catch (e) {
      console.error(`${name}: not run: ${e.message}`);
      header.browsers[name] = { key: keys[name], error: String(e.message).slice(0, 300) };
    }
  }
  const lines = [JSON.stringify({ header })];
  cases.forEach((c, n) => {
    const line = { ...c };
    for (const [name, answers] of Object.entries(results)) line[keys[name]] = answers[n];
    lines.push(JSON.stringify(line));
  });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, zlib.gzipSync(lines.join('\n') + '\n', { level: 9 }));
  console.error(`wrote ${out}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
