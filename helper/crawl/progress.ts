/** A one-line progress display on stderr (only when stderr is a terminal), fed by crawl events. */
import type { CrawlEvent } from '../../lib/crawl/index.ts';

/** Returns an event listener that redraws at most every 100 ms, and a `done` that clears the line. */
export function createProgress(totalSites: number, stream: NodeJS.WriteStream = process.stderr): { onEvent(e: CrawlEvent): void; done(): void } {
  if (!stream.isTTY) return { onEvent: () => {}, done: () => {} };
  let sitesDone = 0;
  let requests = 0;
  let notices = 0;
  let errors = 0;
  let last = 0;
  const draw = () => {
    const width = 20;
    const filled = totalSites ? Math.round((sitesDone / totalSites) * width) : width;
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    stream.write(`\r${bar} sites ${sitesDone}/${totalSites}  requests ${requests}  notices ${notices}  errors ${errors}\x1b[K`);
  };
  return {
    onEvent(event) {
      if (event.type === 'fetch') requests++;
      else if (event.type === 'notice') notices++;
      else if (event.type === 'error') errors++;
      else if (event.type === 'site-done') sitesDone++;
      const now = Date.now();
      if (now - last > 100 || event.type === 'site-done') {
        last = now;
        draw();
      }
    },
    done() {
      stream.write('\r\x1b[K');
    },
  };
}
