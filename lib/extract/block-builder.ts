/**
 * Gathers the walk's text into tag blocks (paper 4): the text between two container boundaries,
 * cut into lines, with the counts paper 1 and paper 4 need (characters, link characters per
 * line and in all, links, key tags, headings). The walk says what it meets; this keeps the state.
 * Each line is collapsed and counted once, when it ends.
 */
import type { Element } from 'domhandler';
import { charCount, collapse } from './text.ts';

/** A tag block before typing: its text and the figures paper 1 and paper 4 need. */
export interface RawBlock {
  element: Element;
  /** The block's lines joined by '\n'. */
  text: string;
  /** The lines of `text` (none empty, none holding '\n'). */
  lines: string[];
  chars: number;
  linkChars: number;
  /** Per line of `text`: its characters inside links (paper 1's density, line by line). */
  lineLinkChars: number[];
  /** Per line of `text`: its characters (charCount), counted once when the line ends. */
  lineChars: number[];
  links: number[];
  keyTags: number;
  headings: number;
}

export class BlockBuilder {
  /** The blocks closed so far, in page order. */
  readonly blocks: RawBlock[] = [];
  private lines: string[] = [];
  private lineLinks: number[] = [];
  private lineChars: number[] = [];
  private chars = 0;
  private line = '';
  private lineLinkChars = 0;
  private linkChars = 0;
  private links: number[] = [];
  private keyTags = 0;
  private headings = 0;

  /** Visible text; `link` is the index of the anchor it sits in, or -1. */
  text(data: string, link: number): void {
    this.line += data;
    if (link >= 0) {
      const n = charCount(data);
      this.linkChars += n;
      this.lineLinkChars += n;
    }
  }

  /** A table cell: set apart from the one before by a space on the row's line. */
  cell(): void {
    this.line += ' ';
  }

  /** An anchor (its index among the page's links) opened inside the current block. */
  link(index: number): void {
    this.links.push(index);
  }

  /** A key tag (strong, b, h1–h6, i, em) opened inside the current block. */
  keyTag(): void {
    this.keyTags++;
  }

  /** A heading opened inside the current block. */
  heading(): void {
    this.headings++;
  }

  /** Ends the current line (p, br, li …): it joins the block when it holds any visible text. */
  breakLine(): void {
    if (this.line === '') return; // most breaks come between tags, with nothing gathered
    const text = collapse(this.line);
    if (text) {
      this.lines.push(text);
      this.lineLinks.push(this.lineLinkChars);
      const chars = charCount(text);
      this.lineChars.push(chars);
      this.chars += chars;
    }
    this.line = '';
    this.lineLinkChars = 0;
  }

  /** Ends the current block, which `element` (the innermost open container) holds; a block without text is dropped. */
  closeBlock(element: Element | undefined): void {
    this.breakLine();
    // Containers open and close around nothing often: only a block with lines is measured.
    if (this.lines.length > 0) {
      if (this.chars > 0 && element) {
        const { lines, chars, linkChars, lineLinks, lineChars, links, keyTags, headings } = this;
        this.blocks.push({ element, text: lines.join('\n'), lines, chars, linkChars, lineLinkChars: lineLinks, lineChars, links, keyTags, headings });
      }
      this.lines = [];
      this.lineLinks = [];
      this.lineChars = [];
      this.links = [];
      this.chars = 0;
    } else if (this.links.length > 0) this.links = [];
    this.linkChars = 0;
    this.keyTags = 0;
    this.headings = 0;
  }
}
