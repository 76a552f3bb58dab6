#!/usr/bin/env node
// Scores a crawl of test/shapes2: recall and precision per shape, and list pages fetched per site
// against the real list pages (a cache-buster must not make one list page look like many).
// Usage: node test/shapes2/score.mjs --out crawl.jsonl --port 8792 [--json]
import { scoreMain } from '../shapes/kit.mjs';

// The web's cache-busters (t, _, rnd, xc) are not part of a notice's identity.
await scoreMain({ defaultPort: 8792, busters: ['t', '_', 'rnd', 'xc'] });
