// One page load in Chromium as a phone on mobile data: Web Vitals from the page's own
// PerformanceObservers, bytes and requests from the DevTools protocol's network events.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** Lighthouse's "Slow 4G" mobile profile, applied through CDP (PRODUCT.md §8). */
export const SLOW_4G = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** A mid-range Android phone, as Lighthouse's mobile run presents itself. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/130.0.0.0 Mobile Safari/537.36',
  locale: 'vi-VN',
  timezoneId: 'Asia/Ho_Chi_Minh',
};

export interface LoadMetrics {
  fcp: number;
  lcp: number;
  cls: number;
  /** Bytes received over the network (headers and compressed bodies), cache hits excluded. */
  bytes: number;
  /** Requests that went to the network (not answered from the browser's cache). */
  requests: number;
  /** The element behind LCP, e.g. `h1 "Giải bida…"`. */
  lcpElement: string;
  /** Each layout shift: its score, time and the elements that moved. */
  shifts: string[];
  /**
   * Blocking time after the first contentful paint, as Lighthouse's TBT counts it: each long
   * task's time past 50 ms, here measured by Chrome under real CPU throttling, not simulated.
   */
  blockingMs: number;
  /** The longest task after the first contentful paint (ms): how long a tap may wait. */
  longestTaskMs: number;
}

// Runs in the page before any of its scripts: collects the candidates as Chrome reports them.
const OBSERVERS = `
  window.__vitals = { fcp: 0, lcp: 0, cls: 0, lcpElement: '', shifts: [], tasks: [] };
  const describe = (node) => {
    if (!node) return '(gone)';
    const el = node.nodeType === 1 ? node : node.parentElement;
    if (!el) return '#text';
    const label = el.getAttribute('aria-label') || (el.textContent || '').trim().slice(0, 30);
    return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' "' + label + '"';
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__vitals.lcp = e.renderTime || e.loadTime || e.startTime;
      const el = e.element;
      window.__vitals.lcpElement = el
        ? el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 40) + '"'
        : e.url || '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'first-contentful-paint') window.__vitals.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // CLS as Chrome reports it: the worst session window (gaps under 1 s, at most 5 s long).
  let session = 0, first = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__vitals.shifts.push(
        e.value.toFixed(3) + ' @' + Math.round(e.startTime) + 'ms: ' +
          e.sources.map((s) => describe(s.node) + ' ' + s.previousRect.y + '→' + s.currentRect.y).join(', '),
      );
      if (session && e.startTime - last < 1000 && e.startTime - first < 5000) session += e.value;
      else { session = e.value; first = e.startTime; }
      last = e.startTime;
      window.__vitals.cls = Math.max(window.__vitals.cls, session);
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

export async function preparePhone(context: BrowserContext): Promise<void> {
  await context.addInitScript(OBSERVERS);
}

/** Network accounting for one navigation, from CDP events. */
function watchNetwork(cdp: CDPSession) {
  const bytes = new Map<string, number>();
  const streams = new Set<string>();
  const inFlight = new Set<string>();
  const fromCache = new Set<string>();
  let lastActivity = performance.now();
  const touch = () => (lastActivity = performance.now());
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    inFlight.add(e.requestId);
    bytes.set(e.requestId, bytes.get(e.requestId) ?? 0);
    touch();
  });
  cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromServiceWorker) fromCache.add(e.requestId);
    // A live subscription never finishes: it is not what the page waits for.
    if (e.response.mimeType === 'text/event-stream') streams.add(e.requestId);
    touch();
  });
  cdp.on('Network.dataReceived', (e) => {
    bytes.set(e.requestId, (bytes.get(e.requestId) ?? 0) + e.encodedDataLength);
    touch();
  });
  const done = (e: { requestId: string; encodedDataLength?: number }) => {
    // loadingFinished carries the true total (headers included); keep the larger of the two.
    if (e.encodedDataLength !== undefined) {
      bytes.set(e.requestId, Math.max(bytes.get(e.requestId) ?? 0, e.encodedDataLength));
    }
    inFlight.delete(e.requestId);
    touch();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return {
    /** Resolves once nothing but live streams has been in flight for `quietMs`. */
    async quiet(quietMs = 700, timeoutMs = 30_000): Promise<void> {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const busy = [...inFlight].some((id) => !streams.has(id));
        if (!busy && performance.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    totals() {
      let total = 0;
      let requests = 0;
      for (const [id, count] of bytes) {
        if (fromCache.has(id)) continue;
        total += count;
        requests++;
      }
      return { bytes: total, requests };
    },
  };
}

/** Puts `page` on the phone's network and CPU (Slow 4G, CPU 4× slower); its CDP session. */
export async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: SLOW_4G.downloadBytesPerSecond,
    uploadThroughput: SLOW_4G.uploadBytesPerSecond,
    connectionType: 'cellular4g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
  return cdp;
}

/** A long task as the page saw it: its start and duration (ms). */
type Task = [number, number];
/** What measureLoad works out instead of reading it off the page. */
type Computed = 'bytes' | 'requests' | 'blockingMs' | 'longestTaskMs';

/** Loads `url` in a new tab of `context` with the phone's network and CPU; returns its figures. */
export async function measureLoad(context: BrowserContext, url: string): Promise<LoadMetrics> {
  const page = await context.newPage();
  // A background tab reports no paint timings: this one is the phone's screen.
  await page.bringToFront();
  const cdp = await throttle(context, page);
  const network = watchNetwork(cdp);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // Settled: something painted, the network quiet, and the main thread idle after it.
  await page.waitForFunction(
    () => (window as unknown as { __vitals: { lcp: number } }).__vitals.lcp > 0,
    undefined,
    { timeout: 60_000 },
  );
  await network.quiet();
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })),
  );
  await network.quiet();
  const { tasks, visibility, ...vitals } = await page.evaluate(() => ({
    ...(window as unknown as { __vitals: Omit<LoadMetrics, Computed> & { tasks: Task[] } })
      .__vitals,
    visibility: document.visibilityState,
  }));
  if (visibility !== 'visible' || vitals.lcp === 0) {
    throw new Error(`${url}: no paint measured (the page was ${visibility})`);
  }
  await cdp.detach();
  await page.close();
  // As Lighthouse does: a task under way at the first paint counts from the paint on.
  const afterPaint = tasks
    .map(([start, duration]) => start + duration - Math.max(start, vitals.fcp))
    .filter((duration) => duration > 0);
  return {
    ...vitals,
    ...network.totals(),
    blockingMs: afterPaint.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    longestTaskMs: Math.max(0, ...afterPaint),
  };
}
