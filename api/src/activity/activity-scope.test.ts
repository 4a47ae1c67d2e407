import { describe, expect, it } from 'vitest';
import { activityScope, beforeAnswer, plannedAuthor, runAsSystem, runWithTrails, scopeTrails, trailUnfinished, type ActivityScope, type ScopeTrails } from './activity-scope';

describe('the trails of a scope', () => {
  it('names a write’s author: the request’s part, the job, or the server outside both', async () => {
    const request = { facts: { ip_address: null, user_agent: null, http_method: 'POST', request_url: '/api/roles' }, common: {} as never, about: {} };
    const scope: ActivityScope = { writes: [], request: () => request };
    expect(activityScope.run(scope, () => plannedAuthor('a'))).toEqual({ request });
    expect(activityScope.run({ writes: [], job: 'cleanup' }, () => plannedAuthor('b'))).toEqual({ job: 'cleanup' });
    expect(plannedAuthor('c')).toEqual({ server: true });
    expect(scope.trails).toEqual(['a']);
  });

  it('finishes only the trails whose every part was written, and none of a failed scope', () => {
    const scope: ActivityScope = { writes: [] };
    activityScope.run(scope, () => {
      plannedAuthor('a');
      plannedAuthor('b');
      trailUnfinished('b');
    });
    expect(scopeTrails(scope)).toEqual({ all: ['a', 'b'], finished: ['a'] });
    expect(scopeTrails(scope, true)).toEqual({ all: ['a', 'b'], finished: [] });
  });

  it('gives writes outside a request and a job a scope that ends once their events are stored', async () => {
    const ended: ScopeTrails[] = [];
    let stored = false;
    await runWithTrails(async () => {
      plannedAuthor('a');
      beforeAnswer(new Promise((resolve) => setTimeout(resolve, 10)).then(() => (stored = true)));
    }, (trails) => ended.push({ ...trails, finished: stored ? trails.finished : [] }));
    expect(ended).toEqual([{ all: ['a'], finished: ['a'] }]);

    await expect(runWithTrails(async () => {
      plannedAuthor('b');
      throw new Error('refusé');
    }, (trails) => ended.push(trails))).rejects.toThrow('refusé');
    expect(ended[1]).toEqual({ all: ['b'], finished: [] });
  });

  it('runs inside a job’s scope as it is: the job ends the trails', async () => {
    const ended: ScopeTrails[] = [];
    await runAsSystem('cleanup', () => runWithTrails(async () => plannedAuthor('a'), (trails) => ended.push(trails)));
    expect(ended).toEqual([]);
  });
});
