/** How the contact page starts: blank, or prefilled for a request named in its address. */
import { contactPresets, type ContactPreset } from '../data/contact';

/** `?demo=true` or `?request=<name>`; anything else opens the blank form. */
export function contactPresetFor(search: string): ContactPreset | undefined {
  const params = new URLSearchParams(search);
  if (params.get('demo') === 'true') return contactPresets.demo;
  const request = params.get('request');
  if (!request || request === 'demo' || !Object.prototype.hasOwnProperty.call(contactPresets, request)) return undefined;
  return contactPresets[request as keyof typeof contactPresets];
}
