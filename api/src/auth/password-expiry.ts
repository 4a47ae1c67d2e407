/** Whether a password set at `password_changed_at` has outlived the security settings' expiry (0 days: never). */
export function passwordExpired(account: { password_changed_at?: unknown }, expiryDays: number, now: Date): boolean {
  if (!expiryDays) return false;
  const changed = account.password_changed_at;
  const time = changed instanceof Date ? changed.getTime() : typeof changed === 'string' ? Date.parse(changed) : NaN;
  if (Number.isNaN(time)) return false;
  return now.getTime() - time >= expiryDays * 86_400_000;
}
