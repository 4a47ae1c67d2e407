/** The account's two-factor state on /user/account: enrolled or not, and where enrollment happens (at sign-in, when it is required). */
import { twoFactorTexts as t } from '../../data/user-account';
import StatusBadge from './StatusBadge';

export default function OwnTwoFactor({ enabled }: { enabled: boolean }) {
  return (
    <section className="card own-account-card" aria-labelledby="own-2fa-title">
      <h2 id="own-2fa-title">
        <span>{t.title}</span> <StatusBadge label={enabled ? t.on : t.off} tone={enabled ? 'success' : 'neutral'} />
      </h2>
      <p>{enabled ? t.enabled : t.disabled}</p>
      <p className="muted own-note">{t.howTo}</p>
    </section>
  );
}
