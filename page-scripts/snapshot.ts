/**
 * The page as the browser shows it, in one string: what the crawl reads of a rendered page (the
 * helper's playwright `page.evaluate`, the extension's `scripting.executeScript`, each page of a
 * pager walk). A web component's open shadow root is part of what a person sees (`<notice-list>`
 * drawing its rows inside one), so open roots are serialized too, as declarative shadow DOM
 * (`<template shadowrootmode="open">…</template>` in their host; the static reader reads a template's
 * children like any others). Closed roots are out of reach (`element.shadowRoot` is null for them).
 * Self-contained (its source is all the page gets); our pager marks (`data-tr-pager`) left out.
 */
export interface PageDom {
  html: string;
  charset: string;
  url: string;
  /** The document's HTTP status as the navigation timing gives it (200 when unknown). */
  status: number;
}

export function readPageDom(): PageDom {
  const root = document.documentElement;
  const navigation = performance.getEntriesByType('navigation')[0] as (PerformanceEntry & { responseStatus?: number }) | undefined;
  const status = navigation?.responseStatus || 200;
  // Every open shadow root, nested ones too (a component inside a component), bounded.
  const roots: ShadowRoot[] = [];
  const pending: ParentNode[] = [document];
  while (pending.length > 0 && roots.length < 2_000) {
    for (const element of Array.from(pending.pop()!.querySelectorAll('*'))) {
      if (!element.shadowRoot) continue;
      roots.push(element.shadowRoot);
      pending.push(element.shadowRoot);
    }
  }
  type WithGetHtml = Element & { getHTML?: (options: { serializableShadowRoots: boolean; shadowRoots: ShadowRoot[] }) => string };
  const getHTML = (root as WithGetHtml).getHTML;
  let html: string;
  if (roots.length > 0 && typeof getHTML === 'function') {
    const attributes = Array.from(root.attributes).map((a) => ` ${a.name}="${a.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`).join('');
    html = `<html${attributes}>${getHTML.call(root, { serializableShadowRoots: true, shadowRoots: roots })}</html>`.replace(/\sdata-tr-pager="\d+"/g, '');
  } else {
    const clone = root.cloneNode(true) as HTMLElement;
    for (const marked of Array.from(clone.querySelectorAll('[data-tr-pager]'))) marked.removeAttribute('data-tr-pager');
    html = clone.outerHTML;
  }
  return { html, charset: document.characterSet, url: location.href, status };
}
