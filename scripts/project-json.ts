/**
 * The project's own JSON that the scripts read, checked as it is read (gatsby/built/json.ts): the budgets in
 * budgets.json, and the routes in content/routes.json.
 */
import path from 'node:path';
import { array, number, object, optional, readJson, record, string } from '../gatsby/built/json.ts';

const budgetsShape = object({
  /** Lighthouse's figures, each a route's median (scripts/bench/report.ts); a figure left out has no budget. */
  lighthouse: object({
    performance: optional(number),
    accessibility: optional(number),
    bestPractices: optional(number),
    seo: optional(number),
    lcpMs: optional(number),
    tbtMs: optional(number),
    tbtMsEachRoute: optional(number),
    cls: optional(number),
    totalTransferKb: optional(record(number)),
  }),
  /** First-load JavaScript, gzipped, by route name, else `default`. */
  firstLoadJsKb: object({ default: number, routes: record(number) }),
  /** The routes whose contact form is in the first screen, where its code loads with the page. */
  formRoutes: array(string),
  imageKb: number,
  /**
   * The visitor benchmark's (scripts/bench/visitor-report.ts): press times are keyed by ms after load. A pressed
   * result is checked again `heldAfterMs` after the press, and must still be there in every run of the build.
   */
  visitor: object({
    pressMs: record(number),
    pressVsStock: record(number),
    lcpVsNoJs: number,
    blockingAfterPressMs: number,
    heldAfterMs: number,
  }),
});

export type Budgets = ReturnType<typeof budgetsShape>;

export const readBudgets = (root: string): Budgets => readJson(path.join(root, 'budgets.json'), budgetsShape);

/** Each route's name and path, as content/routes.json gives them. */
export const readRoutes = (root: string): { name: string; path: string }[] =>
  readJson(path.join(root, 'content', 'routes.json'), array(object({ name: string, path: string })));
