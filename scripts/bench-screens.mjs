/**
 * `npm run bench:screens`: how long each back-office screen takes to show its first row.
 * The built server on a fresh database filled with the demo data, its administrator signed in
 * in headless Chromium; for the dashboard, every sidebar entry and a ticket's conversation, the
 * time from navigation to the first row, figure or filled field drawn in <main> (or, on an empty
 * list, its « Aucun… » message):
 *   - froid: a new browser context (empty cache) loads the address;
 *   - chaud: the same context loads it again (scripts, styles and fonts from its cache);
 *   - dans l'appli: from another screen, the address is pushed as a sidebar link does;
 * and for the warm and in-app ones, how long Chromium's main thread was busy until then (tâches):
 * the delay without the waits for the network (the machine's load still stretches it).
 * Under each screen, the requests that finished before its first row on the warm load (start and
 * end in ms after navigation): its critical path. Goal (issue 39): ≤ 1 s warm. Builds nothing
 * (`npm run build` first); prints figures only.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { launchChromium, requireBuilt, ROOT, signedInContext, startProduct } from './running-product.mjs';

const { DASHBOARD, NAVIGATION } = createRequire(join(ROOT, 'api', 'package.json'))('@hexagone/schemas');
const ADMIN = { company: 'Hexagone Bench', name: 'Bench Admin', email: 'bench@example.com', password: 'Motdepasse-bench-1' };
const GOAL_MS = 1000;
const TIMEOUT_MS = 30_000;
const VIEWPORT = { width: 1440, height: 900 };

requireBuilt('admin/dist/index.html');

/**
 * In the page: the time (epoch ms) once <main> shows a first row, card, figure or filled field —
 * not a placeholder ("…", "—", a skeleton), not the header or sidebar; false until then.
 */
function firstContentShown() {
  const main = document.querySelector('main');
  if (!main) return false;
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && !element.closest('.MuiSkeleton-root, nav, .MuiBreadcrumbs-root, [role="tablist"]');
  };
  const text = (element) => (element.innerText ?? '').trim();
  const placeholder = /^(…|—|-|Chargement.*)$/;
  const candidates = [
    ...main.querySelectorAll('tbody tr, [role="row"], [role="listitem"], li, [role="article"], article'),
    ...main.querySelectorAll('.MuiCard-root .MuiTypography-h5, .MuiCard-root .MuiTypography-h4'),
  ];
  const row = candidates.some((element) => shown(element) && text(element) && !placeholder.test(text(element)));
  // An empty list's answer (« Aucune donnée disponible », « Aucun message… ») is its first row.
  const empty = [...main.querySelectorAll('p, span, td, div:not(:has(*))')].some((element) => shown(element) && /^Aucun(e)? /.test(text(element)));
  const field = [...main.querySelectorAll('input:not([type="hidden"]):not([type="checkbox"]):not([name="q"]), textarea')].some(
    (input) => shown(input) && input.value.trim() !== '',
  );
  return row || field || empty ? performance.timeOrigin + performance.now() : false;
}

const short = (url) => {
  const { pathname, search } = new URL(url);
  const path = pathname.replace(/^\/webmaster\/assets\//, 'assets/');
  return (path + decodeURIComponent(search)).slice(0, 110);
};

/** Requests of `page` by start, with their end once finished. */
function recordRequests(page) {
  const requests = [];
  const onRequest = (request) => requests.push({ request, start: Date.now(), end: undefined, failed: false });
  const onEnd = (failed) => (request) => {
    const entry = requests.find((candidate) => candidate.request === request);
    if (entry) Object.assign(entry, { end: Date.now(), failed });
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd(false));
  page.on('requestfailed', onEnd(true));
  return requests;
}

/** Waits for the first content, answering its time (epoch ms) or undefined after the timeout. */
const firstContent = (page) =>
  page
    .waitForFunction(firstContentShown, undefined, { polling: 'raf', timeout: TIMEOUT_MS })
    .then((handle) => handle.jsonValue(), () => undefined);

/**
 * How long the main thread of `page` has been running tasks so far (scripts, style, layout, paint: CDP's
 * Performance.getMetrics TaskDuration), in ms. Read before and after a load: the part of the delay spent drawing
 * rather than waiting for the network. A duration, not processor time: the machine's load stretches it too.
 */
async function mainThreadMs(session) {
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration').value * 1000;
}

async function cpuSession(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return session;
}

/** Loads `path` in `page` (a full load): the first content's time after navigation, the main thread's time until then, and the requests. */
async function load(page, url) {
  const requests = recordRequests(page);
  const session = await cpuSession(page);
  const before = await mainThreadMs(session);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await firstContent(page);
  const after = await mainThreadMs(session);
  // The navigation's origin is the page's time origin: the request of the document itself starts there.
  const origin = await page.evaluate(() => performance.timeOrigin);
  const critical = requests.filter((entry) => entry.end && shown && entry.end <= shown && entry.start >= started);
  // A new document may start the count again (a new renderer): then all of it is this load's.
  const cpu = after >= before ? after - before : after;
  return { ms: shown && shown - origin, cpu, critical: critical.map((entry) => ({ ...entry, start: entry.start - origin, end: entry.end - origin })) };
}

/** Opens `path` from the current screen as the sidebar's links do (the router's history, no page load): delay and main thread's time. */
async function navigateInApp(page, session, path) {
  // Leave on a screen without rows, so the next one's first row is its own.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, '/webmaster/profile-absent');
  await page.waitForFunction(() => !document.querySelector('main tbody tr, main li'), undefined, { timeout: TIMEOUT_MS }).catch(() => undefined);
  const before = await mainThreadMs(session);
  const started = await page.evaluate((to) => {
    const at = performance.timeOrigin + performance.now();
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return at;
  }, `/webmaster/${path}`);
  const shown = await firstContent(page);
  return { ms: shown && shown - started, cpu: (await mainThreadMs(session)) - before };
}

/** The document and API calls one by one; the scripts, styles and fonts as one line (how many, when the last ended). */
function printCriticalPath(critical) {
  const files = critical.filter(({ request }) => ['script', 'stylesheet', 'font'].includes(request.resourceType()));
  for (const { request, start, end, failed } of critical.filter((entry) => !files.includes(entry) && entry.request.resourceType() !== 'image')) {
    console.log(`      ${ms(start)} → ${ms(end)}  ${request.method()} ${short(request.url())}${failed ? ' (échec)' : ''}`);
  }
  if (files.length) {
    const first = Math.min(...files.map((entry) => entry.start));
    const last = Math.max(...files.map((entry) => entry.end));
    console.log(`      ${ms(first)} → ${ms(last)}  ${files.length} script(s), style(s) et police(s)`);
  }
}

const ms = (value) => (value === undefined ? '   > 30 s' : `${Math.round(value).toLocaleString('fr-FR').padStart(6)} ms`);

const product = await startProduct({ admin: ADMIN, seed: true, signIn: true, name: 'bench-screens' });
try {
  const { token } = product.session;
  const tickets = await fetch(`${product.base}/api/support_tickets?limit=1&sort=-created_at`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
  const ticket = tickets.data?.[0];
  const all = [
    { label: DASHBOARD.label, path: DASHBOARD.path },
    ...NAVIGATION.flatMap((group) => group.entries.map((entry) => ({ label: `${group.label} › ${entry.label}`, path: entry.path }))),
    ...(ticket ? [{ label: 'Support › Conversation d’un ticket', path: `support/tickets/${ticket._id}/show` }] : []),
  ];
  // BENCH_SCREENS=tickets,analytics measures only the screens whose address contains one of these words.
  const only = process.env.BENCH_SCREENS?.split(',').filter(Boolean);
  const screens = only ? all.filter(({ path }) => only.some((word) => path.includes(word))) : all;
  const browser = await launchChromium(product);
  const inApp = await signedInContext(browser, product.session, { viewport: VIEWPORT });
  const appPage = await inApp.newPage();
  await appPage.goto(`${product.base}/webmaster/`);
  await firstContent(appPage);
  const appSession = await cpuSession(appPage);

  console.log(`Back-office /webmaster — délai jusqu’à la première ligne (seed, ${screens.length} écrans, objectif ≤ ${GOAL_MS} ms à chaud)\n`);
  console.log(`${' '.repeat(48)} ${'délai'.padEnd(31)} tâches du fil principal`);
  console.log(`${'Écran'.padEnd(48)} ${'froid'.padStart(9)} ${'chaud'.padStart(9)} ${'dans l’appli'.padStart(12)} ${'chaud'.padStart(9)} ${'dans l’appli'.padStart(12)}`);
  const slow = [];
  for (const { label, path } of screens) {
    const context = await signedInContext(browser, product.session, { viewport: VIEWPORT });
    const page = await context.newPage();
    const url = `${product.base}/webmaster/${path}`;
    const cold = await load(page, url);
    const warm = await load(page, url);
    await context.close();
    const spa = await navigateInApp(appPage, appSession, path);
    const over = warm.ms === undefined || warm.ms > GOAL_MS || spa.ms === undefined || spa.ms > GOAL_MS;
    if (over) slow.push(label);
    console.log(`${label.padEnd(48)} ${ms(cold.ms)} ${ms(warm.ms)} ${ms(spa.ms).padStart(12)} ${ms(warm.cpu)} ${ms(spa.cpu).padStart(12)}${over ? '  AU-DELÀ' : ''}`);
    printCriticalPath(warm.critical);
  }
  console.log(slow.length ? `\n${slow.length} écran(s) au-delà de ${GOAL_MS} ms : ${slow.join(', ')}` : `\nTous les écrans sous ${GOAL_MS} ms à chaud.`);
} finally {
  await product.stop();
}
