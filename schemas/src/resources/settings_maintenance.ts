import type { VisibleWhen } from '../fields';
import { defineResource } from '../resource';
import { SETTINGS_ACCESS, SETTINGS_BREADCRUMB, settingsTab } from './settings';

const whenEnabled: VisibleWhen = { field: 'enabled', equals: true };

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+$/i;

/** An address of `allowed_ips`: IPv4 or IPv6, written as the server sees it. */
export const isIpAddress = (value: string): boolean => IPV4.test(value) || (value.includes(':') && IPV6.test(value));

/**
 * Maintenance mode (spec 3 §3, §4): while enabled every public page answers 503 with the
 * message, the expected end and a countdown, except to the allowed addresses and signed-in staff.
 */
export const settingsMaintenance = defineResource({
  name: 'settings_maintenance',
  label: 'Maintenance',
  singular: 'Mode maintenance',
  description: 'Mode maintenance du site public',
  icon: 'Build',
  noun: 'un paramétrage de maintenance',
  route: 'settings/maintenance',
  breadcrumb: [...SETTINGS_BREADCRUMB, { label: 'Maintenance' }],
  tab: settingsTab('Maintenance'),
  access: SETTINGS_ACCESS,
  singleton: true,
  fields: [
    { name: 'enabled', label: 'Activer le mode maintenance', type: 'switch', default: false },
    {
      name: 'message',
      label: 'Message',
      type: 'textarea',
      rows: 3,
      maxLength: 1000,
      visibleWhen: whenEnabled,
      default: 'Le site est en maintenance. Nous revenons très vite.',
    },
    { name: 'expected_end', label: 'Fin prévue', type: 'datetime-local', visibleWhen: whenEnabled },
    { name: 'show_countdown', label: 'Afficher le compte à rebours', type: 'switch', default: true, visibleWhen: whenEnabled },
    {
      name: 'allowed_ips',
      label: 'Adresses IP autorisées',
      type: 'tags',
      visibleWhen: whenEnabled,
      maxItems: 100,
      helperText: 'Ces adresses voient le site normalement',
      validate: (value) =>
        Array.isArray(value) && value.some((ip) => !isIpAddress(String(ip))) ? `Adresse IP invalide : ${value.find((ip) => !isIpAddress(String(ip)))}` : undefined,
    },
    { name: 'updated_at', label: 'Modifié le', type: 'datetime-local', readOnly: true },
  ],
});
