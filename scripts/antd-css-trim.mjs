// antd's static stylesheet (antd/dist/antd.css, for its zero-runtime mode) holds every component of the
// library. The app uses about two thirds of them: the rest would be downloaded before every signed-in
// page for nothing. trimAntdCss drops the rules of the components listed here, and the token blocks
// antd.css carries for its own demo theme (`.css-var-_R_…`, a class the app never has: the app's own
// tokens are set at run time as CSS variables), with the list of styles that theme made.
//
// The list is fixed, so the trimmed file's content (and so its hashed name, which browsers keep for a
// year) is known when Vite reads the file. The build checks it: a component listed here that a chunk
// of the build contains stops the build (unlistedButUsed), since its rules would be missing.

/** antd's folders (antd/es/<folder>) the app does not use, with the class prefixes (after `ant-`) of their rules. */
export const UNUSED_COMPONENTS = {
  affix: ['affix'],
  anchor: ['anchor'],
  // The app draws its own toasts and breadcrumbs, and no page has antd's tabs.
  app: ['app'],
  // Alerts come from the app's own kit (web/src/shared/ui-kit/). Its skeleton replaced antd's too, but
  // antd's Modal and Drawer bring the skeleton's styles (their loading state), so those stay.
  alert: ['alert'],
  'border-beam': ['border-beam'],
  breadcrumb: ['breadcrumb'],
  listy: ['listy'],
  message: ['message'],
  notification: ['notification'],
  tabs: ['tabs'],
  calendar: ['picker-calendar'],
  card: ['card'],
  cascader: ['cascader'],
  'color-picker': ['color-picker'],
  'float-button': ['float-btn'],
  list: ['list'],
  masonry: ['masonry'],
  mentions: ['mentions'],
  'qr-code': ['qrcode'],
  qrcode: ['qrcode'],
  result: ['result'],
  slider: ['slider'],
  splitter: ['splitter'],
  timeline: ['timeline'],
  tour: ['tour'],
  transfer: ['transfer'],
  'tree-select': ['tree-select', 'select-tree'],
};

/**
 * Variants of used components the app never asks for: the dark-coloured menu (`theme="dark"`; the app's
 * dark theme colours the light menu through its tokens).
 */
export const UNUSED_VARIANTS = ['menu-dark'];

export const TRIMMED_PREFIXES = [...Object.values(UNUSED_COMPONENTS).flat(), ...UNUSED_VARIANTS];

/** The antd folders whose styles a build contains, from its modules' ids. */
export function usedAntdComponents(moduleIds) {
  const used = new Set();
  for (const id of moduleIds) {
    const match = /[\\/]antd[\\/]es[\\/]([^\\/]+)[\\/]style[\\/]/.exec(id);
    if (match) used.add(match[1]);
  }
  return used;
}

/** The components of UNUSED_COMPONENTS that a build uses after all. */
export function unlistedButUsed(used) {
  return Object.keys(UNUSED_COMPONENTS).filter((folder) => used.has(folder));
}

/** Top-level blocks of a stylesheet: `selector{…}` and `@media …{…}`, braces in strings ignored. */
function blocks(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  let quote = null;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      out.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** Every selector of the list belongs to a trimmed component (by its first antd class) or to the demo theme. */
function droppable(selectorList, prefixes) {
  return selectorList.split(',').every((selector) => {
    const s = selector.trim();
    if (s.startsWith('.css-var-_R_') || s === '.data-ant-cssinjs-cache-path') return true;
    const first = /\.ant-([a-z0-9-]+)/.exec(s);
    if (!first) return false;
    return prefixes.some((prefix) => first[1] === prefix || first[1].startsWith(`${prefix}-`));
  });
}

/**
 * antd's run-time styles scope its reset of links (`a`, `a:hover`, …) to its own components (a class of
 * theirs, `:where(.css-…) a`); antd.css has it for the whole page. There it would also restyle the links
 * of the plain sign-in pages, with variables defined only inside antd's components (their focus ring
 * would vanish). So a rule of elements alone is scoped back to antd's components, without
 * adding to its specificity: `:where([class*="css-var-"]) a, a:where([class*="css-var-"])`.
 */
export function scopeElementRules(selectorList) {
  const scope = ':where([class*="css-var-"])';
  return selectorList
    .split(',')
    .flatMap((selector) => {
      const s = selector.trim();
      const element = /^([a-z][a-z0-9]*)(?=$|[:[.\s>+~])/.exec(s);
      // A rule naming an antd class applies inside antd's components already.
      if (!element || /\.ant/.test(s)) return [s];
      return [`${scope} ${s}`, `${element[1]}${scope}${s.slice(element[1].length)}`];
    })
    .join(',');
}

/**
 * The stylesheet without the rules of the given prefixes (inside @media and alike too), its element
 * rules scoped to antd's components.
 */
export function trimAntdCss(css, prefixes = TRIMMED_PREFIXES) {
  const kept = [];
  for (const block of blocks(css)) {
    const open = block.indexOf('{');
    if (open < 0) {
      kept.push(block);
      continue;
    }
    const head = block.slice(0, open);
    if (/^\s*@(media|supports|container|layer)\b/.test(head)) {
      const inner = trimAntdCss(block.slice(open + 1, -1), prefixes);
      if (inner.trim()) kept.push(`${head}{${inner}}`);
    } else if (head.trim().startsWith('@')) {
      kept.push(block);
    } else if (!droppable(head, prefixes)) {
      kept.push(`${scopeElementRules(head)}${block.slice(open)}`);
    }
  }
  return kept.join('');
}
