/** The crawl engine's public face: what the helper and the extension call. */
export { crawl, groupSeeds, DEFAULT_LIMITS } from './crawl.ts';
export { defaultPipeline, type CrawlPipeline, type ListView } from './crawl-pipeline.ts';
export { Frontier, type FrontierEntry, type FrontierJSON } from './frontier.ts';
export { trapReason, type TrapReason } from './traps.ts';
export { StoreFailure, deliveredOps } from './state.ts';
export type { CrawlDeps, CrawlOptions, CrawlReport, CrawlEvent, SiteSummary, CrawlErrorKind, PageFetcher, LinkClassifier, PageRenderer, PagerRequest, RenderedPage, ShownAnswer } from './types.ts';
export { clickThroughPager, pickNextPage, type PagerCandidate, type PagerDom, type PagerDriver, type PagerWalk } from '../pager/walk/click-pager.ts';
export { isSettled, type NetworkState } from './settle.ts';
