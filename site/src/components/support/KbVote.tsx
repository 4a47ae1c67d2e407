/** 'Cet article vous a-t-il été utile ?': one yes or no per reader, counted by the server (it answers in French). */
import { useState } from 'react';
import { API_BASE } from '../../lib/api';
import { kbTexts as t } from '../../data/support-kb';

export default function KbVote({ slug }: { slug: string }) {
  const [answer, setAnswer] = useState('');
  const [locked, setLocked] = useState(false);

  async function vote(helpful: boolean) {
    setLocked(true);
    try {
      const response = await fetch(`${API_BASE}/support/kb/${encodeURIComponent(slug)}/vote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ helpful }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      setAnswer(body.message ?? t.voteFailed);
      // Counted, or counted already (409): either way this reader has answered.
      if (!response.ok && response.status !== 409) setLocked(false);
    } catch {
      setAnswer(t.voteFailed);
      setLocked(false);
    }
  }

  return (
    <>
      <div className="buttons">
        <button type="button" className="btn btn-secondary" disabled={locked} onClick={() => void vote(true)}>
          {t.yes}
        </button>
        <button type="button" className="btn btn-secondary" disabled={locked} onClick={() => void vote(false)}>
          {t.no}
        </button>
      </div>
      <p className="answer" role="status" aria-live="polite">
        {answer}
      </p>
    </>
  );
}
