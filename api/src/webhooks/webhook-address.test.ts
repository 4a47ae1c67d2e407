import { describe, expect, it } from 'vitest';
import { checkAddress, isReachable } from './webhook-address';

const resolvesTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('the webhooks SSRF guard', () => {
  it.each([
    'http://127.0.0.1/',
    'http://0x7f.1/',
    'http://2130706433/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'ftp://93.184.216.34/',
    'http://user:pass@93.184.216.34/',
  ])('refuses %s', async (url) => {
    await expect(checkAddress(url, false)).rejects.toThrow(/n'est pas autorisée/);
  });

  it('refuses a name when any of its addresses is private, and connects to the address it checked', async () => {
    await expect(checkAddress('https://interne.exemple.fr/', false, resolvesTo('93.184.216.34', '10.0.0.5'))).rejects.toThrow(/n'est pas autorisée/);
    const checked = await checkAddress('https://public.exemple.fr/hook', false, resolvesTo('93.184.216.34'));
    expect(checked).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(checked.url.hostname).toBe('public.exemple.fr');
  });

  it('allows loopback only with the unsafe setting, and never private networks', () => {
    expect(isReachable('127.0.0.1', false)).toBe(false);
    expect(isReachable('127.0.0.1', true)).toBe(true);
    expect(isReachable('::ffff:127.0.0.1', true)).toBe(true);
    expect(isReachable('10.0.0.1', true)).toBe(false);
    expect(isReachable('169.254.169.254', true)).toBe(false);
  });
});
