#!/usr/bin/env node
// Scores a crawl of test/shapes: recall and precision per shape, and list pages fetched per site
// against the real list pages (a cache-buster must not make one list page look like many).
// Usage: node test/shapes/score.mjs --out crawl.jsonl --port 8791 [--json]
import { scoreMain } from './kit.mjs';

// The cache-busting `r` is not part of a notice's identity.
await scoreMain({ defaultPort: 8791, busters: ['r'] });
