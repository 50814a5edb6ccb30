import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
try {
  const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  const a = r.lhr.audits;
  console.log('perf', r.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue);
  for (const id of Object.keys(a)) if (/lcp|largest-contentful-paint-element|render-blocking|critical|network-dependency/.test(id)) console.log(id, JSON.stringify(a[id].details ?? a[id].displayValue ?? '').slice(0, 1500));
} finally { await chrome.kill(); }
