// The playground's code editor: CodeMirror 6, bundled by esbuild into one
// ES module (scripts/build-web writes it to dist/editor.js). The Yew app
// imports it (crates/web/src/app/code_editor.rs) and drives each editor
// through the `Editor` class below; the tests read and set editors through
// `globalThis.whittleEditor`.
import { Annotation, Compartment, EditorState, Transaction } from '@codemirror/state';
import {
  EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter,
  highlightSpecialChars, keymap, lineNumbers, placeholder,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, syntaxHighlighting } from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { classHighlighter } from '@lezer/highlight';

// The playground's language names (the grammars' registry) to CodeMirror's
// language support; a name missing here is shown as plain text. Each is a
// chunk of its own (esbuild's splitting, scripts/build-web), fetched when an
// editor first shows the language: nine of them were most of the first
// visit's editor bytes.
const LANGUAGES = {
  c: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  cpp: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  go: () => import('@codemirror/lang-go').then((m) => m.go()),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  rust: () => import('@codemirror/lang-rust').then((m) => m.rust()),
  tsx: () => import('@codemirror/lang-javascript')
    .then((m) => m.javascript({ typescript: true, jsx: true })),
  typescript: () => import('@codemirror/lang-javascript')
    .then((m) => m.javascript({ typescript: true })),
  xml: () => import('@codemirror/lang-xml').then((m) => m.xml()),
};

// Each language's support once loaded (a promise), by name.
const loaded = new Map();

function loadLanguage(name) {
  if (!loaded.has(name)) loaded.set(name, LANGUAGES[name]().catch(() => []));
  return loaded.get(name);
}

// Read-only (the result view): no active line, which would only mark
// where a click landed.
function readOnlySupport(readOnly) {
  return readOnly
    ? EditorState.readOnly.of(true)
    : [EditorState.readOnly.of(false), highlightActiveLine(), highlightActiveLineGutter()];
}

// Past this many characters a document is shown as plain text: the
// highlighter would parse megabytes in the page's idle time, in slices long
// enough to stall it, for colours on a screenful.
const HIGHLIGHT_LIMIT = 1000000;

// Whether `name` is highlighted in a document `length` long.
function highlights(name, length) {
  return Boolean(LANGUAGES[name]) && length <= HIGHLIGHT_LIMIT;
}

// An editor out of sight takes a new state (see replacedOutOfSight) rather
// than draw more lines than this, or have a change add more characters
// than this at the end of those it draws.
const DRAWN_LINES = 100;
const STRETCH_LIMIT = 2000;

// Marks the documents the app sets (an example, a file, a share link, a new
// result): the app knows them already, so they are not sent back to it.
const fromApp = Annotation.define();

export class Editor {
  // parent: the element to draw in. config: { text, language, readOnly,
  // testid, label, placeholder } (all optional).
  constructor(parent, config = {}) {
    this.language = new Compartment();
    this.languageName = config.language;
    // Whether the language's highlighting is on (off past HIGHLIGHT_LIMIT).
    this.highlighted = (config.text ?? '').length <= HIGHLIGHT_LIMIT;
    this.readOnly = new Compartment();
    this.isReadOnly = Boolean(config.readOnly);
    this.onChange = null;
    this.onFile = null;
    // The extensions before and after the two settings (see newState).
    this.before = [
      lineNumbers(),
      highlightSpecialChars(),
      history(),
      drawSelection(),
      bracketMatching(),
      highlightSelectionMatches(),
      // Stable class names (tok-keyword, tok-string, …), coloured by style.css.
      syntaxHighlighting(classHighlighter),
      // Mod-Enter is the page's "reduce" (crates/web/src/app/keys.rs):
      // CodeMirror's own binding (insert a blank line) would edit the text
      // before the run starts.
      keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap]
        .filter((binding) => binding.key !== 'Mod-Enter')),
      // Only "\n" splits lines, so that "\r\n" and a lone "\r" stay in the
      // text as they are: a reducer must keep every byte of the input.
      EditorState.lineSeparator.of('\n'),
    ];
    this.after = [
      // Where typing goes, so that tests find it (Playwright's fill()) and
      // screen readers name it.
      EditorView.contentAttributes.of({
        ...(config.testid ? { 'data-testid': config.testid } : {}),
        ...(config.label ? { 'aria-label': config.label } : {}),
        spellcheck: 'false',
        autocorrect: 'off',
        autocapitalize: 'off',
      }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged && (update.state.doc.length <= HIGHLIGHT_LIMIT) !== this.highlighted) {
          // Outside the update cycle: a dispatch may not start inside one.
          queueMicrotask(() => this.refreshLanguage());
        }
        if (update.docChanged && this.onChange
            && !update.transactions.every((t) => t.annotation(fromApp))) {
          this.onChange(update.state.doc.toString());
        }
      }),
    ];
    if (config.placeholder) this.after.push(placeholder(config.placeholder));
    this.view = new EditorView({
      parent,
      state: this.newState(config.text ?? '', readOnlySupport(this.isReadOnly)),
    });
    // A file dropped anywhere on the editor, the line numbers included, goes
    // to the app (which reads it and replaces the input), before
    // CodeMirror's own drop (on the text only), which would insert it; the
    // browser would open a file dropped beside the text.
    this.view.dom.addEventListener('dragover', (event) => {
      if (this.onFile && event.dataTransfer?.types.includes('Files')) event.preventDefault();
    });
    // Everything dropped goes: several files, a folder's files (the app
    // makes them one set), never only the first.
    this.view.dom.addEventListener('drop', (event) => {
      if (!this.onFile || !event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      event.stopPropagation();
      droppedFiles(event.dataTransfer).then((files) => {
        if (files.length && this.onFile) this.onFile(files);
      });
    }, { capture: true });
  }

  text() {
    return this.view.state.doc.toString();
  }

  // A state holding `doc` (a string or a CodeMirror Text) with this
  // editor's extensions, its language (highlighted if `doc` is small
  // enough) and `readOnly` (an extension, see readOnlySupport).
  newState(doc, readOnly) {
    this.highlighted = doc.length <= HIGHLIGHT_LIMIT;
    // The language comes when its chunk has loaded (at once when it has).
    queueMicrotask(() => this.refreshLanguage(true));
    return EditorState.create({
      doc,
      extensions: [
        this.before,
        this.language.of([]),
        this.readOnly.of(readOnly),
        this.after,
      ],
    });
  }

  // CodeMirror does not measure an editor out of sight, so the range of
  // lines it draws there never shrinks, and it grows with a change that
  // reaches its end: the end moves past the inserted text (a result
  // filling an empty view draws every line of it, and redraws them on
  // each report). A read-only editor out of sight that draws too many
  // lines, or would after the change, takes a new state instead, which
  // draws the lines that fit from the top. True if it did.
  replacedOutOfSight(changes) {
    if (this.view.inView || !this.isReadOnly) return false;
    const { state } = this.view;
    const { from, to } = this.view.viewport;
    const drawn = state.doc.lineAt(to).number - state.doc.lineAt(from).number;
    const grows = changes.mapPos(to, 1) - changes.mapPos(to, -1) > STRETCH_LIMIT;
    if (!grows && drawn <= DRAWN_LINES) return false;
    this.view.setState(this.newState(changes.apply(state.doc), this.readOnly.get(state)));
    return true;
  }

  // Replaces the document with one the app made; not sent back through
  // onChange, not undoable (a new document rather than an edit). Only the
  // part between the common start and end changes, so that the parser and
  // the drawn lines are reused: a run's result shrinks a little at a time.
  setText(text) {
    const old = this.view.state.doc.toString();
    if (old === text) return;
    const shorter = Math.min(old.length, text.length);
    let start = 0;
    while (start < shorter && old.charCodeAt(start) === text.charCodeAt(start)) start++;
    let end = 0;
    while (end < shorter - start
        && old.charCodeAt(old.length - 1 - end) === text.charCodeAt(text.length - 1 - end)) end++;
    this.applyChanges({ from: start, to: old.length - end, insert: text.slice(start, text.length - end) },
      old.length);
  }

  // Applies changes the app computed ([{ from, to, insert }], in offsets of
  // the document it set last: crates/web/src/app/text_diff.rs), like
  // setText; false, changing nothing, when the document is not
  // `oldLength` long or the changes do not fit it (the app is to call
  // setText instead).
  applyChanges(changes, oldLength) {
    const { state } = this.view;
    if (state.doc.length !== oldLength) return false;
    let set;
    try {
      set = state.changes(changes);
    } catch {
      return false;
    }
    if (set.empty || this.replacedOutOfSight(set)) return true;
    this.view.dispatch({
      changes: set,
      annotations: [fromApp.of(true), Transaction.addToHistory.of(false)],
    });
    return true;
  }

  setLanguage(name) {
    this.languageName = name;
    this.refreshLanguage(true);
  }

  // Highlights in the editor's language while the document is small enough.
  refreshLanguage(always = false) {
    if (this.destroyed) return;
    const length = this.view.state.doc.length;
    const highlighted = length <= HIGHLIGHT_LIMIT;
    if (!always && highlighted === this.highlighted) return;
    this.highlighted = highlighted;
    const name = this.languageName;
    if (!highlights(name, length)) {
      this.view.dispatch({ effects: this.language.reconfigure([]) });
      return;
    }
    loadLanguage(name).then((support) => {
      // Unless the language or the length changed meanwhile (that change
      // asked for its own), or the editor is gone.
      if (this.destroyed || this.languageName !== name
          || !highlights(name, this.view.state.doc.length)) return;
      this.view.dispatch({ effects: this.language.reconfigure(support) });
    });
  }

  setReadOnly(readOnly) {
    this.isReadOnly = Boolean(readOnly);
    this.view.dispatch({ effects: this.readOnly.reconfigure(readOnlySupport(Boolean(readOnly))) });
  }

  // fn(text): called with the whole text after each change the user makes.
  setOnChange(fn) {
    this.onChange = fn ?? null;
  }

  // fn(files): called with what was dropped on the editor, [{ path, file }]
  // (see droppedFiles).
  setOnFile(fn) {
    this.onFile = fn ?? null;
  }

  destroy() {
    this.destroyed = true;
    this.view.destroy();
    this.onChange = null;
    this.onFile = null;
  }
}

export function createEditor(parent, config) {
  return new Editor(parent, config);
}

// For tests and measurement scripts: read an editor's whole text (the DOM
// holds only the lines in view), or replace it as a paste would (the app
// hears of it as of any edit). `element` is any element inside the editor,
// such as the one with its data-testid.
function viewOf(element) {
  const view = EditorView.findFromDOM(element.closest('.cm-editor') ?? element);
  if (!view) throw new Error('not inside a code editor');
  return view;
}

globalThis.whittleEditor = {
  text: (element) => viewOf(element).state.doc.toString(),
  // Where typing goes: the main cursor's offset and the document's length.
  cursor: (element) => {
    const { state } = viewOf(element);
    return { head: state.selection.main.head, length: state.doc.length };
  },
  paste: (element, text) => {
    const view = viewOf(element);
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: text },
      userEvent: 'input.paste',
    });
  },
};

// Every file a drop brings, each with its path under what was dropped:
// files as they are, folders walked (webkitGetAsEntry), in the order given.
// Resolves to [{ path, file }]. The entries are taken while the drop event
// is being handled: the browser empties the DataTransfer after it.
export function droppedFiles(dataTransfer) {
  const items = [...(dataTransfer.items || [])].filter((item) => item.kind === 'file');
  if (!items.length) {
    return Promise.resolve([...(dataTransfer.files || [])].map((file) => ({ path: file.name, file })));
  }
  const taken = items.map((item) => ({ entry: item.webkitGetAsEntry?.() ?? null, file: item.getAsFile() }));
  return Promise.all(taken.map(({ entry, file }) => (entry && entry.isDirectory
    ? walkFolder(entry, entry.name + '/')
    : Promise.resolve(file ? [{ path: file.name, file }] : []))))
    .then((lists) => lists.flat());
}

async function walkFolder(folder, prefix) {
  const reader = folder.createReader();
  const found = [];
  // readEntries gives a folder's entries in batches, until an empty one.
  for (;;) {
    const batch = await new Promise((resolve, reject) => reader.readEntries(resolve, reject));
    if (!batch.length) return found;
    for (const entry of batch) {
      if (entry.isDirectory) {
        found.push(...await walkFolder(entry, prefix + entry.name + '/'));
      } else {
        const file = await new Promise((resolve, reject) => entry.file(resolve, reject));
        found.push({ path: prefix + entry.name, file });
      }
    }
  }
}

// The archive bundle (fflate: zip and gzip, dist/archive.js), loaded the
// first time an archive is opened or a set downloaded. Its URL is computed
// so that esbuild leaves it out of this bundle.
let archiveModule = null;
function archive() {
  archiveModule ??= import(new URL('archive.js', import.meta.url).href);
  return archiveModule;
}

// The files of a .zip: [{ path, bytes }] (folders left out).
export async function unzipFiles(bytes) {
  return (await archive()).unzip(bytes);
}

// The bytes a .gz holds.
export async function gunzipBytes(bytes) {
  return (await archive()).gunzip(bytes);
}

// A .zip of [{ path, bytes }].
export async function zipFiles(files) {
  return (await archive()).zip(files);
}
