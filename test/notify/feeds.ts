/** Parse checks for the files a push run writes: the Atom feed (xml2js, a strict SAX parser) and a strict iCalendar reader. */
import { parseStringPromise } from 'xml2js';

export interface AtomEntry {
  id: string;
  title: string;
  href?: string;
  updated: string;
  summary: string;
}

/** Parses an Atom feed strictly (malformed XML throws) and returns its entries; checks the required elements. */
export async function parseAtom(text: string): Promise<{ title: string; entries: AtomEntry[] }> {
  const doc = (await parseStringPromise(text, { strict: true })) as { feed: any };
  const feed = doc.feed;
  if (feed?.$?.xmlns !== 'http://www.w3.org/2005/Atom') throw new Error('not an Atom feed');
  for (const field of ['id', 'title', 'updated']) if (!feed[field]) throw new Error(`feed without ${field}`);
  const text0 = (v: any) => (typeof v?.[0] === 'string' ? v[0] : v?.[0]?._ ?? '');
  const entries = (feed.entry ?? []).map((e: any) => {
    for (const field of ['id', 'title', 'updated']) if (!e[field]) throw new Error(`entry without ${field}`);
    if (Number.isNaN(Date.parse(text0(e.updated)))) throw new Error(`entry updated not a date: ${text0(e.updated)}`);
    return { id: text0(e.id), title: text0(e.title), href: e.link?.[0]?.$?.href, updated: text0(e.updated), summary: text0(e.summary) };
  });
  return { title: text0(feed.title), entries };
}

export interface IcsEvent {
  props: Map<string, string>;
  alarms: Map<string, string>[];
}

/**
 * A strict reader of RFC 5545 as far as these files go: CRLF lines of at most 75 octets, folded
 * lines unfolded, BEGIN/END nested and balanced, VERSION 2.0 and PRODID, every VEVENT with UID,
 * DTSTAMP, DTSTART (a date-time) and SUMMARY, every VALARM with ACTION, TRIGGER (a duration) and
 * DESCRIPTION. Throws on the first violation.
 */
export function parseIcs(text: string): IcsEvent[] {
  if (!text.endsWith('\r\n')) throw new Error('does not end with CRLF');
  const raw = text.slice(0, -2).split('\r\n');
  for (const line of raw) {
    if (line.includes('\n') || line.includes('\r')) throw new Error('bare line break');
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of raw) {
    if (line.startsWith(' ')) {
      if (lines.length === 0) throw new Error('continuation first');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const stack: string[] = [];
  const events: IcsEvent[] = [];
  let calendar = new Map<string, string>();
  let event: IcsEvent | undefined;
  let alarm: Map<string, string> | undefined;
  for (const line of lines) {
    const m = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!m) throw new Error(`not a content line: ${line}`);
    const [, name, , value] = m as unknown as [string, string, string, string];
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') event = { props: new Map(), alarms: [] };
      if (value === 'VALARM') alarm = new Map();
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close its BEGIN`);
      if (value === 'VEVENT') {
        for (const p of ['UID', 'DTSTAMP', 'DTSTART', 'SUMMARY']) if (!event!.props.has(p)) throw new Error(`VEVENT without ${p}`);
        if (!/^\d{8}T\d{6}Z?$/.test(event!.props.get('DTSTART')!)) throw new Error(`DTSTART not a date-time: ${event!.props.get('DTSTART')}`);
        events.push(event!);
        event = undefined;
      }
      if (value === 'VALARM') {
        for (const p of ['ACTION', 'TRIGGER', 'DESCRIPTION']) if (!alarm!.has(p)) throw new Error(`VALARM without ${p}`);
        if (!/^-?P(\d+W|(\d+D)?(T(\d+H)?(\d+M)?(\d+S)?)?)$/.test(alarm!.get('TRIGGER')!)) throw new Error(`TRIGGER not a duration: ${alarm!.get('TRIGGER')}`);
        event!.alarms.push(alarm!);
        alarm = undefined;
      }
      continue;
    }
    (alarm ?? event?.props ?? calendar).set(name, value);
  }
  if (stack.length) throw new Error(`unclosed ${stack.join(', ')}`);
  if (calendar.get('VERSION') !== '2.0' || !calendar.has('PRODID')) throw new Error('VCALENDAR without VERSION:2.0 or PRODID');
  return events;
}
