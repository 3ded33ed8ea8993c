import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { stopMotion } from './motion';

/**
 * Serious and critical axe findings (WCAG 2.2 A and AA, and axe's best practices, with the visible
 * label in the accessible name), one line each.
 * Fades and slides are switched off first, or axe would measure half-drawn colours. `include` limits
 * the check to one part of the page (a drawer).
 */
export async function axeFindings(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  await stopMotion(page);
  let builder = new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name): axe keeps this rule among its experimental ones, off unless named.
    // Set before the tags: `options` replaces every option given before it.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}

/** Everything wider than its box: the document, the main landmark, and any table scrolling sideways. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide = (el: Element | null) => el !== null && el.scrollWidth > el.clientWidth;
    const found: string[] = [];
    const doc = document.scrollingElement;
    if (doc && wide(doc)) found.push(`document ${doc.scrollWidth} > ${doc.clientWidth}`);
    for (const main of document.querySelectorAll('main')) {
      if (wide(main)) found.push(`main ${main.scrollWidth} > ${main.clientWidth}`);
    }
    for (const table of document.querySelectorAll('.ant-table-content, .ant-table-body')) {
      if (wide(table)) found.push(`table ${table.scrollWidth} > ${table.clientWidth}`);
    }
    return found;
  });
}

/**
 * The words of the visible elements' texts that the page splits over two lines, as
 * "<text>: <word>". A name's words are what lies between its spaces; an e-mail (`address`) has no
 * spaces, and may be split only right after its '@' or a '.', so its words are the pieces ending
 * there ("aigerim.", "1764…@", "example.", "test"). Each word is measured with a Range over its
 * characters: a word on one line has all its client rects on that line, a split word has rects on two.
 */
export async function splitWords(target: Locator, kind: 'name' | 'address'): Promise<string[]> {
  return target.evaluateAll((elements, address) => {
    const pattern = address ? /[^\s@.]+[@.]?|[@.]/g : /\S+/g;
    const found: string[] = [];
    for (const element of elements) {
      if (!(element as HTMLElement).offsetParent) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(pattern)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
          if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2)
            found.push(`${element.textContent?.trim()}: ${match[0]}`);
        }
      }
    }
    return found;
  }, kind === 'address');
}

/**
 * Elements a screen reader would name by an icon's file name ("caret-up", "team", "printer"): antd's
 * icons label themselves so unless hidden, and the name is neither in the page's language nor useful.
 */
export async function iconNamedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names = new Set<string>();
    for (const icon of document.querySelectorAll('.anticon')) {
      for (const cls of icon.classList)
        if (cls.startsWith('anticon-')) names.add(cls.slice('anticon-'.length));
    }
    const found: string[] = [];
    for (const el of document.querySelectorAll('[aria-label]')) {
      const label = el.getAttribute('aria-label')!.trim();
      if (!names.has(label) || el.closest('[aria-hidden="true"]')) continue;
      found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: "${label}"`);
    }
    return found;
  });
}
