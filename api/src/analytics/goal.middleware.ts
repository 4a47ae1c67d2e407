/**
 * Counts a goal when one of GOAL_ROUTES' POST calls succeeds: the response's status is known
 * only once it is sent, so the event is recorded then, and a failure to record is logged,
 * never the caller's concern.
 */
import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { AnalyticsGoal } from '@hexagone/schemas';
import { GOAL_ROUTES } from './goal-routes';
import { MeasurementService } from './measurement.service';
import { visitorRequest } from './visitor-request';

const goalOfPath = new Map(GOAL_ROUTES.map(({ goal, path }) => [`/api/${path}`, goal]));

@Injectable()
export class GoalMiddleware implements NestMiddleware {
  private readonly logger = new Logger('Statistiques');

  constructor(private readonly measurement: MeasurementService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const goal: AnalyticsGoal | undefined = req.method === 'POST' ? goalOfPath.get(req.originalUrl.split('?')[0].replace(/\/$/, '')) : undefined;
    if (goal) {
      const visitor = visitorRequest(req);
      res.once('finish', () => {
        if (res.statusCode < 200 || res.statusCode >= 300) return;
        this.measurement.goal(goal, visitor).catch((error: unknown) => this.logger.error(`Objectif ${goal} non compté : ${(error as Error).message}`));
      });
    }
    next();
  }
}
