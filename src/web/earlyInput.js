// @ts-check
/**
 * Input kept while the page takes over a screen the server drew (issue 54 item 3). The screen
 * shows with the HTML; its scripts come and take it over a second or so later (main.tsx: React's
 * hydration of those very elements). Until then a click or a key would meet an element without its
 * handler: this small script, loaded before the screen is painted (http/screenPicture.ts puts it
 * in the drawn page's head, alone: no import, no framework), holds each click and key on the screen
 * instead, marks the control as busy, and gives them to the screen, in their order, once the page
 * says it has taken it over (the event `screen-taken-over`, features/shell/ScreenTakenOver.tsx). A
 * click is dispatched again on its element, which React now handles as the user's; typed text is
 * written into its input as typing writes it (what was typed in a row at once), so that React's
 * change handler reads it; other keys (Enter in a search) are dispatched again.
 */
(() => {
  /** @type {({ kind: 'click', target: Element } | { kind: 'text', target: Element, text: string } | { kind: 'key', target: Element, init: KeyboardEventInit })[]} */
  const held = [];
  let live = false;
  /** True while a held click or key is being given to the screen. */
  let giving = false;
  const BUSY = 'data-early-input';
  /** How long a held click or key waits for its element to be taken over, at most. */
  const GIVE_UP_MS = 5000;

  /** @param {EventTarget | null} target */
  const onDrawnScreen = (target) => !live && !giving && target instanceof Element && Boolean(document.getElementById('root')?.contains(target));
  /** @param {Event} event */
  const hold = (event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    /** @type {Element} */ (event.target).setAttribute(BUSY, '');
  };
  /** @param {Element} element */
  const isTextField = (element) =>
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'file'].includes(element.type));

  addEventListener(
    'click',
    (event) => {
      if (!onDrawnScreen(event.target)) return;
      hold(event);
      held.push({ kind: 'click', target: /** @type {Element} */ (event.target) });
    },
    true,
  );
  addEventListener(
    'keydown',
    (event) => {
      // Moving the focus is the browser's, and a phone's keyboard that names no key types through beforeinput.
      if (!onDrawnScreen(event.target) || event.key === 'Tab' || event.key === 'Unidentified' || event.key === 'Process') return;
      const target = /** @type {Element} */ (event.target);
      hold(event);
      const typed = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (typed && isTextField(target)) held.push({ kind: 'text', target, text: event.key });
      else
        held.push({
          kind: 'key',
          target,
          init: { key: event.key, code: event.code, shiftKey: event.shiftKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey },
        });
    },
    true,
  );
  addEventListener(
    'beforeinput',
    (event) => {
      if (!onDrawnScreen(event.target) || !event.data) return;
      hold(event);
      held.push({ kind: 'text', target: /** @type {Element} */ (event.target), text: event.data });
    },
    true,
  );

  /**
   * Text written into a field as typing writes it (at the caret), through the element's own setter
   * of its prototype: React's record of the value it last saw stays as it was, so the input event
   * reaches its change handler.
   * @param {HTMLInputElement | HTMLTextAreaElement} field
   * @param {string | null} text null for a Backspace
   */
  const write = (field, text) => {
    const value = field.value;
    const selectable = field.selectionStart !== null && field.selectionEnd !== null;
    const end = selectable ? /** @type {number} */ (field.selectionEnd) : value.length;
    const start = selectable ? /** @type {number} */ (field.selectionStart) : value.length;
    const from = text === null && start === end ? Math.max(0, start - 1) : start;
    const next = value.slice(0, from) + (text ?? '') + value.slice(end);
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setter?.call(field, next);
    if (selectable) field.setSelectionRange(from + (text ?? '').length, from + (text ?? '').length);
    field.dispatchEvent(new InputEvent('input', { bubbles: true, data: text, inputType: text === null ? 'deleteContentBackward' : 'insertText' }));
  };

  /**
   * Whether React has taken the element over (its props are on it): a part of the screen whose
   * script is still coming is taken over a moment after the rest, and a click given to it before
   * would meet no handler.
   * @param {Element} element
   */
  const takenOver = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
  /** @param {Element} element */
  const whenTakenOver = async (element) => {
    for (let waited = 0; !takenOver(element) && waited < GIVE_UP_MS; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  /**
   * Gives each held click and key to the screen, in order, each once its element is React's; what
   * the user does meanwhile is held behind them, and the screen is live once none is left.
   */
  const replay = async () => {
    for (let input = held.shift(); input; input = held.shift()) {
      // An element the page drew anew is not guessed at: the click could land on another row.
      if (input.target.isConnected) await whenTakenOver(input.target);
      input.target.removeAttribute(BUSY);
      if (input.kind === 'text') input = { ...input, text: input.text + typedAfter(input.target) };
      if (input.target.isConnected) give(input, input.target);
    }
    live = true;
  };

  /**
   * The text typed into the same field right after, taken from what is held: given as one edit, as
   * a paste is, and not key by key (each key a render of the screen: a return number's fifteen took
   * three seconds on a phone's CPU).
   * @param {Element} target
   */
  const typedAfter = (target) => {
    let text = '';
    for (let next = held[0]; next?.kind === 'text' && next.target === target; next = held[0]) {
      text += next.text;
      held.shift();
    }
    return text;
  };

  /**
   * One held click or key given to its element (dispatched again: the script's own listeners let it by).
   * @param {(typeof held)[number]} input
   * @param {Element} target
   */
  const give = (input, target) => {
    giving = true;
    try {
      if (input.kind === 'click') target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));
      else if (input.kind === 'text' && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) write(target, input.text);
      else if (input.kind === 'key' && input.init.key === 'Backspace' && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement))
        write(target, null);
      else if (input.kind === 'key') target.dispatchEvent(new KeyboardEvent('keydown', { ...input.init, bubbles: true, cancelable: true, composed: true }));
    } finally {
      giving = false;
    }
  };

  document.addEventListener(
    'screen-taken-over',
    () => {
      // After the commit that took the screen over: its effects have run, its handlers are its own.
      // Held until then, and given in order: a key pressed meanwhile must not pass one held before it.
      setTimeout(() => void replay());
    },
    { once: true },
  );
})();
