/**
 * The 503 page of maintenance mode: the operator's message, the expected end in French, and a
 * live countdown when asked (a small script served beside it: the page's policy runs no
 * inline script). Pure functions.
 */
import { BRAND_NAME, type Values } from '@hexagone/schemas';

export const MAINTENANCE_COUNTDOWN_SCRIPT_PATH = '/_maintenance/countdown.js';

/** Without an expected end (or once it has passed), browsers and crawlers are asked to come back in an hour. */
export const DEFAULT_RETRY_AFTER_SECONDS = 3600;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function expectedEndOf(settings: Values): Date | undefined {
  const value = settings.expected_end;
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' && value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** Seconds of the Retry-After header: until the expected end, at least one. */
export function retryAfterSeconds(settings: Values, now: Date): number {
  const end = expectedEndOf(settings);
  if (!end || end.getTime() <= now.getTime()) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}

const frenchDateTime = (date: Date) =>
  date.toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'full', timeStyle: 'short' });

export function maintenancePage(settings: Values, siteName: string = BRAND_NAME): string {
  const message = String(settings.message ?? '').trim() || 'Le site est en maintenance.';
  const end = expectedEndOf(settings);
  const countdown = end && settings.show_countdown !== false;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Maintenance en cours — ${escapeHtml(siteName)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b1020;color:#e5e7eb;font:16px/1.6 system-ui,sans-serif;padding:1.5rem;box-sizing:border-box}
main{max-width:36rem;text-align:center}
h1{font-size:1.8rem;margin:0 0 1rem}
.end{color:#93c5fd}
.countdown{font-size:2rem;font-variant-numeric:tabular-nums;font-weight:700;margin:1rem 0;color:#fff}
</style>
</head>
<body>
<main>
<h1>Maintenance en cours</h1>
<p>${escapeHtml(message).replace(/\n/g, '<br>')}</p>
${end ? `<p class="end">Fin prévue : <time datetime="${end.toISOString()}">${escapeHtml(frenchDateTime(end))}</time></p>` : ''}
${countdown ? `<p class="countdown" id="maintenance-countdown" data-end="${end.toISOString()}" aria-live="off"></p><script src="${MAINTENANCE_COUNTDOWN_SCRIPT_PATH}" defer></script>` : ''}
</main>
</body>
</html>`;
}

/** The countdown's script: days, hours, minutes and seconds left, in French, every second. */
export const COUNTDOWN_SCRIPT = `(() => {
  const box = document.getElementById('maintenance-countdown');
  if (!box) return;
  const end = Date.parse(box.dataset.end || '');
  const pad = (n) => String(n).padStart(2, '0');
  const tick = () => {
    const left = Math.max(0, Math.floor((end - Date.now()) / 1000));
    const d = Math.floor(left / 86400), h = Math.floor((left % 86400) / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
    box.textContent = (d ? d + ' j ' : '') + pad(h) + ' h ' + pad(m) + ' min ' + pad(s) + ' s';
    if (left === 0) { clearInterval(timer); setTimeout(() => location.reload(), 5000); }
  };
  const timer = setInterval(tick, 1000);
  tick();
})();
`;
