import { describe, expect, it } from 'vitest';
import { gpuOffers, PROVIDER_COMMISSION, pricingPlans, SAVINGS_REFERENCE_PLAN_ID } from './pricing';

describe('the plans (spec 1 §9 "Plans")', () => {
  it('are Community free, Starter 49/490, Professional 199/1990, Enterprise 999/9990 and custom from 999', () => {
    expect(pricingPlans.map(({ id, monthlyPrice, yearlyPrice }) => [id, monthlyPrice, yearlyPrice])).toEqual([
      ['community', 0, 0],
      ['starter', 49, 490],
      ['professional', 199, 1990],
      ['enterprise', 999, 9990],
      ['custom', 999, null],
    ]);
  });

  it('flag Community free, the custom plan custom and only Professional most popular', () => {
    expect(pricingPlans.filter((plan) => plan.isFree).map((plan) => plan.id)).toEqual(['community']);
    expect(pricingPlans.filter((plan) => plan.isCustom).map((plan) => plan.id)).toEqual(['custom']);
    expect(pricingPlans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual([SAVINGS_REFERENCE_PLAN_ID]);
  });
});

describe('the GPU on demand (spec 1 §9)', () => {
  it('charge per hour and per token', () => {
    expect(gpuOffers.map(({ name, pricePerHour, pricePerToken }) => [name, pricePerHour, pricePerToken])).toEqual([
      ['NVIDIA RTX 4090', 2.5, 0.0001],
      ['NVIDIA A40', 3.8, 0.00015],
      ['NVIDIA A100', 5.2, 0.0002],
      ['NVIDIA H100', 8.9, 0.0003],
    ]);
  });
});

it('pays providers 70 % in managed mode and 30 % in autonomous mode', () => {
  expect(PROVIDER_COMMISSION).toEqual({ managed: 70, autonomous: 30 });
});
