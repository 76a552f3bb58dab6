/**
 * The discovery frontier: URLs waiting to be fetched, best score first (papers 2 and 5). A URL
 * offered again with a higher score is raised, never lowered. Plain JSON in and out, so a
 * checkpoint can store it and a resumed crawl continue where it stopped.
 */

export interface FrontierEntry {
  url: string;
  /** Priority in [0, 1]: higher is fetched sooner. */
  score: number;
  /** Link distance from the seed (the seed is 0). */
  depth: number;
  /** Order of arrival: ties go to the earlier link, so the crawl is deterministic. */
  order: number;
  /** The page whose pager linked here (a thin stream's page 1): the list's first page if this one is a list. */
  pagerOf?: string;
  /** The page that linked here first: its Referer. */
  from?: string;
}

export interface FrontierJSON {
  entries: FrontierEntry[];
  nextOrder: number;
}

/** A max-priority queue of URLs keyed by URL; `offer` raises, `pop` takes the best. */
export class Frontier {
  private readonly byUrl = new Map<string, FrontierEntry>();
  private heap: FrontierEntry[] = [];
  private nextOrder = 0;

  /** Rebuilds a frontier from `toJSON()` output. */
  static fromJSON(json: FrontierJSON): Frontier {
    const frontier = new Frontier();
    frontier.nextOrder = json.nextOrder;
    for (const entry of json.entries) frontier.insert({ ...entry });
    return frontier;
  }

  /** The arrival number the next new URL will get; saved with the entries. */
  get order(): number {
    return this.nextOrder;
  }

  get size(): number {
    return this.byUrl.size;
  }

  has(url: string): boolean {
    return this.byUrl.has(url);
  }

  /** Adds a URL, or raises its score (and lowers its depth) when it is already waiting. */
  offer(url: string, score: number, depth: number, pagerOf?: string, from?: string): void {
    const known = this.byUrl.get(url);
    if (!known) {
      this.insert({ url, score, depth, order: this.nextOrder++, ...(pagerOf ? { pagerOf } : {}), ...(from ? { from } : {}) });
      return;
    }
    if (score <= known.score && depth >= known.depth && (!pagerOf || known.pagerOf)) return;
    // Entries in the heap are immutable: replace, and let pop skip the stale copy.
    const pager = known.pagerOf ?? pagerOf;
    const first = known.from ?? from;
    this.insert({ url, score: Math.max(score, known.score), depth: Math.min(depth, known.depth), order: known.order, ...(pager ? { pagerOf: pager } : {}), ...(first ? { from: first } : {}) });
  }

  /** A copy of the waiting entry for a URL. */
  get(url: string): FrontierEntry | undefined {
    const entry = this.byUrl.get(url);
    return entry && { ...entry };
  }

  /** Drops a URL from the queue (fetched some other way, e.g. as a list's next page). */
  remove(url: string): void {
    this.byUrl.delete(url);
  }

  /** The best waiting score (0 when empty), without taking it. */
  bestScore(): number {
    while (this.heap.length > 0) {
      const top = this.heap[0]!;
      if (this.byUrl.get(top.url) === top) return top.score;
      const last = this.heap.pop()!; // a stale copy: drop it
      if (this.heap.length > 0) {
        this.heap[0] = last;
        this.siftDown(0);
      }
    }
    return 0;
  }

  /** Removes and returns the best entry, or undefined when empty. */
  pop(): FrontierEntry | undefined {
    while (this.heap.length > 0) {
      const top = this.heap[0]!;
      const last = this.heap.pop()!;
      if (this.heap.length > 0) {
        this.heap[0] = last;
        this.siftDown(0);
      }
      if (this.byUrl.get(top.url) === top) {
        this.byUrl.delete(top.url);
        return top;
      }
    }
    return undefined;
  }

  toJSON(): FrontierJSON {
    return { entries: [...this.byUrl.values()].map((e) => ({ ...e })), nextOrder: this.nextOrder };
  }

  private insert(entry: FrontierEntry): void {
    this.byUrl.set(entry.url, entry);
    this.heap.push(entry);
    this.siftUp(this.heap.length - 1);
    // Stale copies pile up when many scores are raised: rebuild once they dominate.
    if (this.heap.length > 2 * this.byUrl.size + 64) this.rebuild();
  }

  private rebuild(): void {
    this.heap = [...this.byUrl.values()];
    for (let i = (this.heap.length >> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  private siftUp(i: number): void {
    const heap = this.heap;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  private siftDown(i: number): void {
    const heap = this.heap;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let best = i;
      if (left < heap.length && before(heap[left]!, heap[best]!)) best = left;
      if (right < heap.length && before(heap[right]!, heap[best]!)) best = right;
      if (best === i) return;
      [heap[i], heap[best]] = [heap[best]!, heap[i]!];
      i = best;
    }
  }
}

/** Higher score first; on a tie, the shallower, then the earlier link. */
function before(a: FrontierEntry, b: FrontierEntry): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.depth !== b.depth) return a.depth < b.depth;
  return a.order < b.order;
}
