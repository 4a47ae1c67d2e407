/**
 * The SDK samples in tabs (Python, JavaScript, Go), following the WAI-ARIA tabs pattern:
 * arrow keys, Home and End move between tabs and show the focused one.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { sdkSection as t } from '../../data/api-docs';
import './SdkTabs.css';

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export default function SdkTabs() {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selected, t.sdks.length);
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="sdk-tabs">
      <div role="tablist" aria-label={t.tabsLabel} className="sdk-tablist">
        {t.sdks.map((sdk, index) => (
          <button
            key={sdk.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            className="tab"
            id={`${id}-tab-${sdk.id}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${sdk.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {sdk.label}
          </button>
        ))}
      </div>
      {t.sdks.map((sdk, index) => (
        <div
          key={sdk.id}
          role="tabpanel"
          id={`${id}-panel-${sdk.id}`}
          aria-labelledby={`${id}-tab-${sdk.id}`}
          hidden={index !== selected}
          className="sdk-panel"
        >
          <p className="sdk-step">{t.installLabel}</p>
          <pre className="sdk-code" tabIndex={0} role="region" aria-label={`${t.installLabel} ${sdk.label}`}>
            <code>{sdk.install}</code>
          </pre>
          <p className="sdk-step">{t.usageLabel}</p>
          <pre className="sdk-code" tabIndex={0} role="region" aria-label={`${t.usageLabel} ${sdk.label}`}>
            <code>{sdk.code}</code>
          </pre>
        </div>
      ))}
    </div>
  );
}
