import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (lhr.runtimeError) console.log('runtimeError', lhr.runtimeError);
  const a = (id) => lhr.audits[id];
  console.log(
    'FCP',
    a('first-contentful-paint').numericValue,
    'LCP',
    a('largest-contentful-paint').numericValue,
    'TBT',
    a('total-blocking-time').numericValue,
  );
  console.log('LCP element', JSON.stringify(a('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log('LCP phases', JSON.stringify(a('largest-contentful-paint-element')?.details?.items?.[1]?.items));
  for (const r of a('network-requests').details.items)
    console.log(
      Math.round(r.networkRequestTime),
      Math.round(r.networkEndTime),
      r.priority,
      r.resourceType,
      r.url.replace(/^http:\/\/[^/]+/, ''),
      r.transferSize,
    );
  console.log('render-blocking', JSON.stringify(a('render-blocking-resources')?.details?.items));
  const m = lhr.audits['metrics'].details.items[0];
  console.log(
    'observed FCP',
    m.observedFirstContentfulPaint,
    'LCP',
    m.observedLargestContentfulPaint,
    'DCL',
    m.observedDomContentLoaded,
    'load',
    m.observedLoad,
  );
} finally {
  await chrome.kill();
}
