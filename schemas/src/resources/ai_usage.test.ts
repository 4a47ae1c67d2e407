import { describe, expect, it } from 'vitest';
import { fieldByName } from '../resource';
import { AI_USAGE_STATUSES, aiUsage } from './ai_usage';

describe('ai_usage resource declaration', () => {
  it('is read-only under /webmaster/ai/usage, exportable', () => {
    expect(aiUsage.name).toBe('ai_usage');
    expect(aiUsage.route).toBe('ai/usage');
    expect(aiUsage.operations).toEqual({ create: false, edit: false, delete: false, export: true });
  });

  it('shows 50 per page, newest first', () => {
    expect(aiUsage.list.perPage).toBe(50);
    expect(aiUsage.list.sort).toEqual({ field: 'created_at', order: 'DESC' });
  });

  it('has the columns of spec 2 §2.7', () => {
    expect(aiUsage.fields.filter((f) => f.list).map((f) => f.name)).toEqual([
      'user',
      'model',
      'template',
      'input_tokens',
      'output_tokens',
      'total_cost',
      'latency',
      'status',
      'request_id',
      'created_at',
    ]);
  });

  it('points at users, models by model_id and templates', () => {
    expect(fieldByName(aiUsage, 'user')?.reference).toMatchObject({
      resource: 'users',
      labelFields: ['name', 'email'],
      emptyLabel: 'Système',
    });
    expect(fieldByName(aiUsage, 'model')?.reference).toMatchObject({ resource: 'ai_models', valueField: 'model_id' });
    expect(fieldByName(aiUsage, 'template')?.reference).toMatchObject({ resource: 'ai_templates' });
  });

  it('shows tokens as integers, the cost in euros with 4 decimals, the latency in ms', () => {
    const formats = (name: string) => [fieldByName(aiUsage, name)?.format, fieldByName(aiUsage, name)?.decimals];
    expect(formats('input_tokens')).toEqual(['integer', undefined]);
    expect(formats('output_tokens')).toEqual(['integer', undefined]);
    expect(formats('total_cost')).toEqual(['euro', 4]);
    expect(formats('latency')).toEqual(['ms', undefined]);
  });

  it('labels the statuses in French', () => {
    expect(AI_USAGE_STATUSES).toEqual([
      { value: 'success', label: 'Succès' },
      { value: 'error', label: 'Erreur' },
      { value: 'timeout', label: 'Délai dépassé' },
    ]);
  });

  it('sums requests, tokens in and out, cost in euros with 2 decimals, and averages latency in ms', () => {
    expect(aiUsage.stats.map((s) => [s.key, s.kind, s.fields ?? [], s.format, s.decimals])).toEqual([
      ['total_requests', 'count', [], 'integer', undefined],
      ['total_tokens', 'sum', ['input_tokens', 'output_tokens'], 'integer', undefined],
      ['total_cost', 'sum', ['total_cost'], 'euro', 2],
      ['average_latency', 'average', ['latency'], 'ms', 0],
    ]);
  });
});
