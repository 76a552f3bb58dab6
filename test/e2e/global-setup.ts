/**
 * One e2e run, one build per extension variant: this global setup names the run, and
 * `built(variant)` (test/e2e/built.ts) builds a variant the first time a file of this run asks for
 * it and hands every later file the same output directory. A file run alone builds only what it
 * needs.
 */
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This e2e run's name: a build stamped with it is this run's. */
    e2eRun: string;
  }
}

export default function setup(project: TestProject): void {
  project.provide('e2eRun', `${process.pid}-${Date.now()}`);
}
