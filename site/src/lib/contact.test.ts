import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS } from '@hexagone/schemas';
import { contactPresets, contactRequestHref } from '../data/contact';
import { contactPresetFor } from './contact';

describe('contactPresetFor', () => {
  it('prepares a demo request for ?demo=true, under one of the five subjects', () => {
    const preset = contactPresetFor('?demo=true');
    expect(preset).toBe(contactPresets.demo);
    expect(CONTACT_SUBJECTS.find((s) => s.value === preset?.subject)?.label).toBe("Demande d'information");
  });

  it.each(['dpo', 'data-export', 'data-deletion'] as const)('prepares the %s request from its link', (request) => {
    const href = contactRequestHref(request);
    expect(contactPresetFor(new URL(href, 'https://hexagone.test').search)).toBe(contactPresets[request]);
  });

  it.each(['', '?demo=false', '?demo=1', '?request=unknown', '?request=demo', '?request=toString', '?request=__proto__'])(
    'opens the blank form for %j',
    (search) => {
      expect(contactPresetFor(search)).toBeUndefined();
    },
  );

  it('only ever preselects one of the five subjects', () => {
    const subjects = CONTACT_SUBJECTS.map((s) => s.value as string);
    for (const preset of Object.values(contactPresets)) expect(subjects).toContain(preset.subject);
  });
});
