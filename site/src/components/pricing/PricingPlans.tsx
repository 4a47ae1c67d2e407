/**
 * The five plans with the monthly/yearly switch (spec 1 §4 "Billing toggle": monthly by default).
 * Yearly prices are shown per month; the badge announces the Professional plan's yearly saving.
 */
import { useId, useState } from 'react';
import { planTexts as t, pricingPlans, SAVINGS_REFERENCE_PLAN_ID, type PricingPlan } from '../../data/pricing';
import { displayedMonthlyPrice, formatEuros, formatPercent, yearlySavingsPercent, type Billing } from '../../lib/pricing';
import { Icon } from './Icon';
import './PricingPlans.css';

const reference = pricingPlans.find((plan) => plan.id === SAVINGS_REFERENCE_PLAN_ID);
const savings = reference?.yearlyPrice ? formatPercent(yearlySavingsPercent(reference.monthlyPrice, reference.yearlyPrice)) : null;

function PlanPrice({ plan, billing }: { plan: PricingPlan; billing: Billing }) {
  if (plan.isFree) {
    return (
      <>
        <p className="plan-price">
          <span className="plan-amount">{t.free}</span>
        </p>
        <p className="plan-note">{t.freeNote}</p>
      </>
    );
  }
  if (plan.isCustom || plan.yearlyPrice === null) {
    return (
      <>
        <p className="plan-price">
          <span className="plan-from">{t.customFrom}</span>
          <span className="plan-amount">{formatEuros(plan.monthlyPrice)}</span>
        </p>
        <p className="plan-note">{t.customNote}</p>
      </>
    );
  }
  const amount = displayedMonthlyPrice({ monthlyPrice: plan.monthlyPrice, yearlyPrice: plan.yearlyPrice }, billing);
  return (
    <>
      <p className="plan-price">
        <span className="plan-amount">{formatEuros(amount)}</span>
        <span className="plan-period">
          <span aria-hidden="true">{t.perMonth}</span>
          <span className="sr-only">{t.perMonthLabel}</span>
        </span>
      </p>
      <p className="plan-note">{billing === 'yearly' ? t.yearlyNote(formatEuros(plan.yearlyPrice)) : t.monthlyNote}</p>
    </>
  );
}

export default function PricingPlans() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const id = useId();

  return (
    <div className="plans">
      <fieldset className="billing-toggle">
        <legend className="sr-only">{t.billingLegend}</legend>
        {(['monthly', 'yearly'] as const).map((value) => (
          <label key={value} className={billing === value ? 'is-checked' : undefined}>
            <input type="radio" name={`${id}-billing`} value={value} checked={billing === value} onChange={() => setBilling(value)} />
            <span>{t[value]}</span>
            {value === 'yearly' && savings && <span className="billing-savings">{t.savings(savings)}</span>}
          </label>
        ))}
      </fieldset>

      <div className="plans-grid">
        {pricingPlans.map((plan) => (
          <article key={plan.id} className={plan.popular ? 'plan-card is-popular' : 'plan-card'} aria-labelledby={`${id}-${plan.id}`}>
            {plan.popular && <p className="plan-badge">{t.popular}</p>}
            <h3 id={`${id}-${plan.id}`}>{plan.name}</h3>
            <p className="plan-description">{plan.description}</p>
            <PlanPrice plan={plan} billing={billing} />
            <a className={`btn btn-${plan.variant} btn-block`} href={plan.cta.href}>
              {plan.cta.label}
            </a>
            <ul className="plan-list" aria-label={t.featuresLabel(plan.name)}>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" className="plan-yes" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            {plan.limitations.length > 0 && (
              <ul className="plan-list plan-limitations" aria-label={t.limitationsLabel(plan.name)}>
                {plan.limitations.map((limitation) => (
                  <li key={limitation}>
                    <Icon name="minus" className="plan-no" />
                    <span>{limitation}</span>
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
      <p className="plans-vat">{t.vat}</p>
    </div>
  );
}
