import { ISLAND_COMMENT, ISLAND_END_COMMENT, ISLAND_NAMES, type IslandName } from './renderer/islands';

/**
 * Where the public invitation's islands are, and when each is taken over (decision 0037). The
 * server frames each island's HTML with two comments, `<!--island:rsvp-->` … `<!--/island-->`
 * (ssr.ts); comments, not elements, so no CSS rule (`:last-child`, `space-y-*`, `>`) sees them.
 */

interface Marks {
  start: Comment;
  end: Comment;
}

/** The islands in `root`, by name, in the page's order. */
export function findIslands(root: Element): Map<IslandName, Marks> {
  const found = new Map<IslandName, Marks>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let start: { name: IslandName; node: Comment } | null = null;
  for (let node = walker.nextNode() as Comment | null; node; node = walker.nextNode() as Comment | null) {
    const text = node.data;
    if (text.startsWith(ISLAND_COMMENT)) {
      const name = text.slice(ISLAND_COMMENT.length) as IslandName;
      if ((ISLAND_NAMES as readonly string[]).includes(name)) start = { name, node };
    } else if (text === ISLAND_END_COMMENT && start && start.node.parentNode === node.parentNode) {
      found.set(start.name, { start: start.node, end: node });
      start = null;
    }
  }
  return found;
}

/** The nodes between an island's marks. */
function nodesOf({ start, end }: Marks): ChildNode[] {
  const nodes: ChildNode[] = [];
  for (let node = start.nextSibling; node && node !== end; node = node.nextSibling) nodes.push(node);
  return nodes;
}

/**
 * A stand-in parent for Preact's `hydrate()` that holds only the island's nodes: Preact takes over
 * those (the same elements, nothing written) and inserts new ones before the end mark,
 * never touching the siblings around them (Preact 11 has no `replaceNode`; this is the shape of
 * preact-root-fragment).
 */
export function islandContainer(marks: Marks): Element {
  const parent = marks.start.parentNode as Element;
  const childNodes = nodesOf(marks);
  const insert = (node: Node, before?: Node | null) => parent.insertBefore(node, before ?? marks.end);
  return {
    nodeType: 1,
    parentNode: parent,
    ownerDocument: parent.ownerDocument,
    namespaceURI: parent.namespaceURI,
    firstChild: childNodes[0] ?? null,
    childNodes,
    insertBefore: insert,
    appendChild: (node: Node) => insert(node),
    removeChild: (node: Node) => parent.removeChild(node),
  } as unknown as Element;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface Kept {
  control: Control;
  value: string;
  checked: boolean;
}

const isChoice = (control: Control): control is HTMLInputElement => control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/**
 * What the guest typed, chose or ticked in an island before it was taken over (on a slow phone the
 * page is there before its script; a field set without a touch never takes its island over): the
 * island's first draw starts from its own state, so these are given back to it afterwards.
 */
function changedByTheGuest(nodes: ChildNode[]): Kept[] {
  const kept: Kept[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    for (const control of node.querySelectorAll<Control>('input, select, textarea')) {
      const changed =
        control instanceof HTMLSelectElement
          ? [...control.options].some((option) => option.selected !== option.defaultSelected)
          : isChoice(control)
            ? control.checked !== control.defaultChecked
            : control.value !== control.defaultValue;
      if (changed) kept.push({ control, value: control.value, checked: isChoice(control) && control.checked });
    }
  }
  return kept;
}

/** Puts them back as if the guest had just done it: the island's handlers (input, change) take them into its state. */
function giveBack(kept: Kept[]): void {
  for (const { control, value, checked } of kept) {
    if (!control.isConnected) continue;
    if (isChoice(control)) control.checked = checked;
    else control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Drawn first, one per task: what is on the first screen whatever the guest does (the envelope, the bar, the falling petals). */
const AT_ONCE: readonly IslandName[] = ['envelope', 'bar', 'overlay'];
/** How near the screen an island is taken over before it gets there. */
const NEAR = '50% 0px';

const idle: (run: () => void) => void =
  typeof requestIdleCallback === 'function' ? (run) => requestIdleCallback(run, { timeout: 2000 }) : (run) => setTimeout(run, 50);

/**
 * Takes over each island once, each in its own task so none blocks the page for long: at once
 * those always on the first screen, then any that comes near the screen, the rest when the page is
 * idle; an island that is touched (a tap, a key, focus) is taken over there and then, before the
 * tap or key reaches it, so the guest's first tap is never lost.
 */
export function takeOverIslands(root: Element, draw: (name: IslandName, container: Element) => void): { takeOver(name: IslandName): void } {
  const islands = findIslands(root);
  const waiting = new Set(islands.keys());
  const soon: IslandName[] = AT_ONCE.filter((name) => waiting.has(name));

  const takeOver = (name: IslandName) => {
    const marks = islands.get(name);
    if (!marks || !waiting.delete(name)) return;
    // Named in a performance profile (and bench/lighthouse's traces): which island took how long.
    performance.mark(`island:${name}`);
    const kept = changedByTheGuest(nodesOf(marks));
    draw(name, islandContainer(marks));
    giveBack(kept);
    performance.measure(`island:${name}`, `island:${name}`);
    if (waiting.size === 0) stop();
  };

  const islandOf = (target: EventTarget | null): IslandName | undefined => {
    if (!(target instanceof Node)) return undefined;
    for (const name of waiting) {
      if (nodesOf(islands.get(name)!).some((node) => node.contains(target))) return name;
    }
    return undefined;
  };
  const touched = (event: Event) => {
    const name = islandOf(event.target);
    if (name) takeOver(name);
  };
  const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;
  for (const type of TOUCHES) document.addEventListener(type, touched, true);

  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const name = islandOf(entry.target);
        if (name && !soon.includes(name)) soon.push(name);
      }
      pump();
    },
    { rootMargin: NEAR },
  );
  for (const [, marks] of islands) for (const node of nodesOf(marks)) if (node instanceof Element) near.observe(node);

  let scheduled = false;
  function pump() {
    if (scheduled || waiting.size === 0) return;
    scheduled = true;
    const next = soon.find((name) => waiting.has(name));
    const run = () => {
      scheduled = false;
      const name = soon.find((candidate) => waiting.has(candidate)) ?? waiting.values().next().value;
      if (name) takeOver(name);
      pump();
    };
    // Near or on the screen: in the next task; the rest: when the page has nothing else to do.
    if (next) setTimeout(run, 0);
    else idle(run);
  }

  function stop() {
    for (const type of TOUCHES) document.removeEventListener(type, touched, true);
    near.disconnect();
  }

  pump();
  return { takeOver };
}
