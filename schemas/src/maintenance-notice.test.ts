import { describe, expect, it } from 'vitest';
import { hasMaintenanceNotice, MAINTENANCE_NOTICE_COOKIE } from './maintenance-notice';

describe('hasMaintenanceNotice', () => {
  it('finds the notice among other cookies, and only when it is on', () => {
    expect(hasMaintenanceNotice(`a=1; ${MAINTENANCE_NOTICE_COOKIE}=on; b=2`)).toBe(true);
    expect(hasMaintenanceNotice('a=1')).toBe(false);
    expect(hasMaintenanceNotice(`${MAINTENANCE_NOTICE_COOKIE}=`)).toBe(false);
    expect(hasMaintenanceNotice(`x${MAINTENANCE_NOTICE_COOKIE}=on`)).toBe(false);
  });
});
