// Types for server.mjs, for the TypeScript self-check.
import type { Server } from 'node:http';

export interface TruthNotice { url: string; urls: string[]; title: string; date: string; site: string; shape: string; day: 1 | 2 }
export interface TruthPage { page: string; tenders: boolean; url: string; method?: 'POST'; form?: string; shell?: string }
export interface Truth {
  day: number; seeds: string[]; notices: TruthNotice[];
  lists: Record<string, { real: number; news: number; pages: TruthPage[] }>;
}
export function truth(day?: number): Truth;
export function startServer(opts?: { port?: number; bind?: string; day?: number }): Promise<Server>;
