/**
 * The install options of the Community edition (spec 1 §2 "DOWNLOAD"): one tab per platform
 * (ARIA tabs pattern, arrow keys), each option with its command to copy, file, size and sha256.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { downloadTabs as t, platforms, type DownloadOption } from '../../data/download';
import { tabAfterKey } from '../../lib/tabs';
import { Icon } from '../pricing/Icon';
import './DownloadTabs.css';

/** How long a copy button reads 'Copié !'. */
const COPIED_MS = 2000;

type Copy = { option: string; ok: boolean };

/** Selects the command's text so that the visitor can copy it by hand. */
function selectText(element: HTMLElement | null) {
  if (!element) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function OptionCard({ option, onCopy, copied }: { option: DownloadOption; onCopy: (option: DownloadOption, code: HTMLElement | null) => void; copied?: Copy }) {
  const code = useRef<HTMLElement>(null);
  const done = copied?.option === option.name && copied.ok;
  return (
    <article className="download-option">
      <h3>{option.name}</h3>
      <p className="download-option-text">{option.description}</p>
      <div className="download-command">
        <pre>
          <code ref={code}>{option.command}</code>
        </pre>
        <button
          type="button"
          className={`btn btn-sm ${done ? 'btn-copied' : 'btn-secondary'}`}
          aria-label={done ? t.copied : t.copyLabel(option.name)}
          onClick={() => onCopy(option, code.current)}
        >
          <Icon name={done ? 'check' : 'copy'} />
          <span aria-hidden="true">{done ? t.copied : t.copy}</span>
        </button>
      </div>
      <dl className="download-meta">
        <div>
          <dt>{t.file}</dt>
          <dd>
            <code>{option.file}</code>
          </dd>
        </div>
        <div>
          <dt>{t.size}</dt>
          <dd>{option.size}</dd>
        </div>
        <div className="download-sha">
          <dt>{t.sha256}</dt>
          <dd>
            <code>{option.sha256}</code>
          </dd>
        </div>
      </dl>
    </article>
  );
}

export default function DownloadTabs() {
  const id = useId();
  const [active, setActive] = useState(0);
  const [copied, setCopied] = useState<Copy>();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const timer = useRef<number>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const select = (index: number, focus: boolean) => {
    setActive(index);
    setCopied(undefined);
    if (focus) tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(event.key, active, platforms.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  async function copy(option: DownloadOption, code: HTMLElement | null) {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(option.command);
      setCopied({ option: option.name, ok: true });
      timer.current = window.setTimeout(() => setCopied(undefined), COPIED_MS);
    } catch {
      selectText(code);
      setCopied({ option: option.name, ok: false });
    }
  }

  const platform = platforms[active];
  const announcement = copied ? (copied.ok ? t.copiedAnnouncement(copied.option) : t.copyFailed) : '';

  return (
    <div className="download-tabs">
      <div className="download-tablist" role="tablist" aria-label={t.tabsLabel}>
        {platforms.map((p, index) => (
          <button
            key={p.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${p.key}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${p.key}`}
            tabIndex={index === active ? 0 : -1}
            className="tab download-tab"
            onClick={() => select(index, false)}
            onKeyDown={onKeyDown}
          >
            {p.label}
          </button>
        ))}
      </div>
      <div
        className="download-panel"
        role="tabpanel"
        id={`${id}-panel-${platform.key}`}
        aria-labelledby={`${id}-tab-${platform.key}`}
        tabIndex={0}
      >
        <p className="download-intro">{platform.intro}</p>
        <div className="download-options">
          {platform.options.map((option) => (
            <OptionCard key={option.name} option={option} onCopy={copy} copied={copied} />
          ))}
        </div>
      </div>
      <p className={copied && !copied.ok ? 'download-copy-status alert alert-danger' : 'sr-only'} role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
