import { settingsEmail, SINGLETON_ID } from '@hexagone/schemas';
import { describe, expect, it } from 'vitest';
import type { CrudService } from '../crud/crud.service';
import { SettingsService } from './settings.service';

/** A CrudService whose reads of the E-mail tab wait until the test lets them answer. */
function fakeCrud() {
  const hooks = new Map<string, { afterUpdate?: () => void }>();
  const reads: Array<(values: object) => void> = [];
  const register = (name: string, given: { afterUpdate?: () => void }) => void hooks.set(name, given);
  const crud = {
    on: (name: string, _rules: string, given: { afterUpdate?: () => void }) => register(name, given),
    onPlatform: register,
    model: () => ({
      findById: (id: string) => {
        expect(id).toBe(SINGLETON_ID);
        return { lean: () => ({ exec: () => new Promise((resolve) => reads.push(resolve)) }) };
      },
    }),
  } as unknown as CrudService;
  return { crud, reads, saved: () => hooks.get(settingsEmail.name)?.afterUpdate?.() };
}

describe('SettingsService', () => {
  it('does not keep a copy read before a write that ended while it was read', async () => {
    const { crud, reads, saved } = fakeCrud();
    const settings = new SettingsService(crud);
    settings.onModuleInit();

    const before = settings.email();
    await expect.poll(() => reads.length).toBe(1);
    saved(); // the write lands while the read is on its way
    reads[0]({ smtp_host: 'ancien.exemple.fr' });
    expect((await before).smtp_host).toBe('ancien.exemple.fr');

    const after = settings.email();
    await expect.poll(() => reads.length).toBe(2);
    reads[1]({ smtp_host: 'nouveau.exemple.fr' });
    expect((await after).smtp_host).toBe('nouveau.exemple.fr');
    // This copy began after the write: it is kept.
    expect((await settings.email()).smtp_host).toBe('nouveau.exemple.fr');
    expect(reads).toHaveLength(2);
  });
});
