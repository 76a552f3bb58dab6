// Types for server.mjs, for the TypeScript test.
import type { Server } from 'node:http';

export interface TruthNotice {
  url: string; title: string; university: string; site: string;
  aliases: string[]; aliasTitles: string[];
  publishedAt: string; deadline?: string; projectNo?: string;
  shape: string; traits: string[]; list: string; kind: string;
  browserOnly: boolean; attachmentOnly: boolean; day: 1 | 2;
}
export interface Truth {
  day: number; seed: number; seeds: string[];
  notices: TruthNotice[]; newOnDay2: TruthNotice[]; disallowed: string[];
  counts: { notices: number; newOnDay2: number; browserOnly: number; attachmentOnly: number };
}
export function truthFor(opts?: { seed?: number; day?: number }): Truth;
export function startServer(opts?: { port?: number; bind?: string; day?: number; seed?: number }):
  Promise<{ server: Server; port: number; state: { day: number }; close: () => Promise<unknown> }>;
