/**
 * The project's own JSON that the scripts read, checked as it is read: the budgets in budgets.json
 * (gatsby/built/json.ts), and the content, through the build's own reader.
 */
import path from 'node:path';
import { array, number, object, string, type InferType } from 'yup';
import { readJson, record } from '../gatsby/built/json.ts';
import { readContent, type Content } from '../gatsby/content/read.ts';

/** A figure the budgets must give. */
const figure = number().required();

const budgetsSchema = object({
  /** Lighthouse's figures, each a route's median (scripts/bench/report.ts); a figure left out has no budget. */
  lighthouse: object({
    performance: number(),
    accessibility: number(),
    bestPractices: number(),
    seo: number(),
    lcpMs: number(),
    tbtMs: number(),
    tbtMsEachRoute: number(),
    cls: number(),
    totalTransferKb: record(figure).optional(),
  }).required(),
  /** First-load JavaScript, gzipped, by route name, else `default`. */
  firstLoadJsKb: object({ default: figure, routes: record(figure) }).required(),
  /** The routes whose contact form is in the first screen, where its code loads with the page. */
  formRoutes: array(string().required()).required(),
  imageKb: figure,
  /**
   * The visitor benchmark's (scripts/bench/visitor-report.ts): press times are keyed by ms after load. A pressed
   * result is checked again `heldAfterMs` after the press, and must still be there in every run of the build.
   */
  visitor: object({
    pressMs: record(figure),
    pressVsStock: record(figure),
    lcpVsNoJs: figure,
    blockingAfterPressMs: figure,
    heldAfterMs: figure,
  }).required(),
});

export type Budgets = InferType<typeof budgetsSchema>;

export const readBudgets = (root: string): Budgets => readJson(path.join(root, 'budgets.json'), budgetsSchema);

/** The content, read and checked as the build reads it (gatsby/content/read.ts). */
export const siteContent = (root: string): Content =>
  readContent({ content: path.join(root, 'content'), project: root });
