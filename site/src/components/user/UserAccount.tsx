/** « Mon Compte » (/user/account): the account read once, then its identity, password, 2FA and sessions. */
import { useEffect, useState } from 'react';
import { OWN_ACCOUNT_PATHS, readSession, type OwnAccount } from '@hexagone/schemas';
import { accountCall } from '../../lib/account-api';
import { userAccountPage as t } from '../../data/user-account';
import OwnIdentity from './OwnIdentity';
import OwnPasswordForm from './OwnPasswordForm';
import OwnSessions from './OwnSessions';
import OwnTwoFactor from './OwnTwoFactor';
import './AccountRecords.css';
import './UserAccount.css';

export default function UserAccount() {
  const [account, setAccount] = useState<OwnAccount>();
  const [problem, setProblem] = useState<string>();
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const session = readSession();
    if (!session) return;
    accountCall<OwnAccount>(session, OWN_ACCOUNT_PATHS.account, t.failed)
      .then(setAccount)
      .catch((error: Error) => setProblem(error.message));
  }, [changes]);

  if (!account) return <p className={problem ? 'account-error' : 'muted'}>{problem ?? t.loading}</p>;
  return (
    <div className="own-account">
      <OwnIdentity account={account} onSaved={setAccount} />
      <OwnPasswordForm account={account} onChanged={() => setChanges((n) => n + 1)} />
      <OwnTwoFactor enabled={account.mfa_enabled} />
      <OwnSessions reload={changes} />
    </div>
  );
}
