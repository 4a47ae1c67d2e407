/**
 * While maintenance is on, staff and allowed addresses still see the public site (issue 26
 * §10): the server marks their page answers with this cookie, readable by the page's script,
 * so that a banner tells them visitors see the maintenance page. It carries no credential.
 */
export const MAINTENANCE_NOTICE_COOKIE = 'hexagone_maintenance';

/** Whether a Cookie header (`document.cookie`) carries the notice. */
export const hasMaintenanceNotice = (cookies: string): boolean =>
  cookies.split(';').some((part) => part.trim() === `${MAINTENANCE_NOTICE_COOKIE}=on`);
