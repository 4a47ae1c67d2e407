/**
 * 'Cet article vous a-t-il été utile ?': one yes or no per reader, counted by the server (it
 * answers in French, and refuses a second vote from the same reader). The browser remembers the
 * answer per article too, so a reader who comes back reads what they answered, not the buttons.
 */
import { useEffect, useState } from 'react';
import { API_BASE } from '../../lib/api';
import { kbTexts as t } from '../../data/support-kb';

const VOTES_KEY = 'hx_kb_votes';

function storedVotes(): Record<string, boolean> {
  try {
    const votes: unknown = JSON.parse(localStorage.getItem(VOTES_KEY) ?? '{}');
    return votes && typeof votes === 'object' ? (votes as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

function keepVote(slug: string, helpful: boolean): void {
  localStorage.setItem(VOTES_KEY, JSON.stringify({ ...storedVotes(), [slug]: helpful }));
}

export default function KbVote({ slug }: { slug: string }) {
  const [answer, setAnswer] = useState('');
  const [locked, setLocked] = useState(false);
  const [voted, setVoted] = useState<boolean>();

  useEffect(() => setVoted(storedVotes()[slug]), [slug]);

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
      if (response.ok || response.status === 409) keepVote(slug, helpful);
      else setLocked(false);
    } catch {
      setAnswer(t.voteFailed);
      setLocked(false);
    }
  }

  if (voted !== undefined && !answer) {
    return (
      <p className="answer" role="status">
        {t.voted(voted)}
      </p>
    );
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
