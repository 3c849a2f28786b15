import type * as monaco from 'monaco-editor';

/** How long after a reveal a change of the editor's layout centres the revealed line again. */
const RECENTRE_MS = 1000;

/** What a reveal needs of the editor (Monaco's code editor; a fake in the tests). */
export type RevealEditor = Pick<
  monaco.editor.ICodeEditor,
  'setPosition' | 'revealPositionInCenter' | 'createDecorationsCollection' | 'onDidLayoutChange' | 'focus'
>;

/** A line and column inside the model: line 0 or past the end is its first or last line, a column past it its end. */
export function clampPosition(
  model: Pick<monaco.editor.ITextModel, 'getLineCount' | 'getLineMaxColumn'>,
  line: number,
  column: number,
): monaco.IPosition {
  const lineNumber = Math.min(Math.max(1, line), model.getLineCount());
  return { lineNumber, column: Math.min(Math.max(1, column), model.getLineMaxColumn(lineNumber)) };
}

/**
 * Puts the cursor at a finding's place, centred (never "if outside viewport", which leaves a line near the top under
 * the sticky-scroll header), and marks the whole line until the next reveal, so it is found at a glance even when no
 * live marker sits on it (a probe or eval finding from the dashboard). Opening another file can change the editor's
 * width just after a reveal (a Markdown file brings its preview beside it): the lines wrap anew and the revealed one can
 * fall out of view, so a layout change soon after a reveal centres it again.
 */
export function createRevealer(
  editor: RevealEditor,
  now: () => number = Date.now,
): {
  reveal(
    model: Pick<monaco.editor.ITextModel, 'getLineCount' | 'getLineMaxColumn'>,
    line: number,
    column: number,
  ): void;
  dispose(): void;
} {
  const marked = editor.createDecorationsCollection();
  let recent: { position: monaco.IPosition; until: number } | null = null;
  const layout = editor.onDidLayoutChange(() => {
    if (recent && now() < recent.until) editor.revealPositionInCenter(recent.position);
  });
  return {
    reveal(model, line, column) {
      const position = clampPosition(model, line, column);
      editor.setPosition(position);
      editor.revealPositionInCenter(position);
      recent = { position, until: now() + RECENTRE_MS };
      const { lineNumber } = position;
      marked.set([
        {
          range: { startLineNumber: lineNumber, startColumn: 1, endLineNumber: lineNumber, endColumn: 1 },
          options: { isWholeLine: true, className: 'revealed-line', linesDecorationsClassName: 'revealed-line-gutter' },
        },
      ]);
      editor.focus();
    },
    dispose() {
      layout.dispose();
      marked.clear();
    },
  };
}
