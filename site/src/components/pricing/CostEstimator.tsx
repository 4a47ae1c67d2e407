/**
 * The cost calculator button and the custom estimator it opens (spec 1 §3 "Custom pricing
 * configuration", §5 sliders, §9 formula). Containers and backup are fixed: shown, not editable.
 */
import { useId, useRef, useState, type MouseEvent } from 'react';
import {
  DEFAULT_ESTIMATOR_CONFIG,
  ESTIMATOR_RATES,
  estimatorTexts as t,
  SLIDER_BOUNDS,
  type EstimatorConfig,
  type SliderKey,
  type SupportLevel,
} from '../../data/estimator';
import { estimateLines, monthlyEstimate } from '../../lib/estimator';
import { formatEuros, formatNumber } from '../../lib/pricing';
import { Icon } from './Icon';
import './CostEstimator.css';

const SLIDERS = Object.keys(SLIDER_BOUNDS) as SliderKey[];
const SUPPORT_LEVELS = Object.keys(ESTIMATOR_RATES.support) as SupportLevel[];

const sliderText = (key: SliderKey, value: number) => `${formatNumber(value)} ${t.sliders[key].unit}`;

export default function CostEstimator() {
  const [config, setConfig] = useState<EstimatorConfig>(DEFAULT_ESTIMATOR_CONFIG);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const total = monthlyEstimate(config);
  const update = (change: Partial<EstimatorConfig>) => setConfig((current) => ({ ...current, ...change }));
  const close = () => dialog.current?.close();
  // A click on the backdrop lands on the <dialog> itself, outside its content box.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      <button type="button" className="btn btn-primary btn-lg" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        <Icon name="sliders" />
        {t.open}
      </button>
      <dialog ref={dialog} className="estimator" aria-labelledby={`${id}-title`} onClick={closeOnBackdrop}>
        <div className="estimator-body">
          <header className="estimator-head">
            <h2 id={`${id}-title`}>{t.title}</h2>
            <button type="button" className="estimator-close" aria-label={t.closeLabel} onClick={close}>
              <Icon name="close" />
            </button>
          </header>
          <p className="estimator-intro">{t.intro}</p>

          <div className="estimator-grid">
            <div className="estimator-controls">
              {SLIDERS.map((key) => {
                const { min, max, step } = SLIDER_BOUNDS[key];
                const inputId = `${id}-${key}`;
                return (
                  <div className="estimator-slider" key={key}>
                    <div className="estimator-slider-head">
                      <label htmlFor={inputId}>{t.sliders[key].label}</label>
                      <output htmlFor={inputId}>{sliderText(key, config[key])}</output>
                    </div>
                    <input
                      id={inputId}
                      type="range"
                      min={min}
                      max={max}
                      step={step}
                      value={config[key]}
                      aria-valuetext={sliderText(key, config[key])}
                      onChange={(event) => update({ [key]: Number(event.currentTarget.value) })}
                    />
                    <div className="estimator-ends" aria-hidden="true">
                      <span>{formatNumber(min)}</span>
                      <span>{formatNumber(max)}</span>
                    </div>
                  </div>
                );
              })}

              <fieldset className="estimator-support">
                <legend>{t.supportLegend}</legend>
                {SUPPORT_LEVELS.map((level) => (
                  <label key={level} className="estimator-option">
                    <input
                      type="radio"
                      name={`${id}-support`}
                      value={level}
                      checked={config.support === level}
                      onChange={() => update({ support: level })}
                    />
                    <span>
                      <strong>{t.supportOptions[level].label}</strong>
                      <span className="estimator-hint">{t.supportOptions[level].hint}</span>
                    </span>
                    <span className="estimator-option-price">{formatEuros(ESTIMATOR_RATES.support[level])}</span>
                  </label>
                ))}
              </fieldset>

              <div className="estimator-fixed">
                <h3>{t.fixedTitle}</h3>
                <ul>
                  <li>
                    <Icon name="check" />
                    {t.containers(formatNumber(config.containers), formatEuros(ESTIMATOR_RATES.perContainer))}
                  </li>
                  <li>
                    <Icon name="check" />
                    {t.backup}
                  </li>
                </ul>
              </div>
            </div>

            <div className="estimator-summary">
              <h3>{t.breakdownTitle}</h3>
              <dl className="estimator-lines">
                {estimateLines(config).map((line) => (
                  <div key={line.key}>
                    <dt>{t.breakdown[line.key]}</dt>
                    <dd>{formatEuros(line.amount)}</dd>
                  </div>
                ))}
              </dl>
              <p className="estimator-total" aria-live="polite" aria-atomic="true">
                <span className="estimator-total-label">{t.totalLabel}</span>
                <span className="estimator-total-amount" data-estimate-total>
                  {formatEuros(total)}
                </span>
                <span className="estimator-total-period">{t.perMonth}</span>
              </p>
              {/* The audience beacon counts the quote asked as a goal worth the monthly estimate. */}
              <a className="btn btn-primary btn-block" href={t.quote.href} data-goal="estimate" data-goal-value={total.toFixed(2)}>
                {t.quote.label}
              </a>
              <button type="button" className="btn btn-ghost btn-block" onClick={close}>
                {t.close}
              </button>
              <p className="estimator-note">{t.note}</p>
            </div>
          </div>
          {/* On a phone the summary sits below the sliders: this bar keeps the total in sight (the live region above announces it). */}
          <p className="estimator-sticky" aria-hidden="true">
            <span>{t.totalLabel}</span>
            <strong>{formatEuros(total)}</strong>
          </p>
        </div>
      </dialog>
    </>
  );
}
