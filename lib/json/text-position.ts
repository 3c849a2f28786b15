/**
 * Offsets to 1-based line and column. Line starts are found once per text and only as far as the furthest offset
 * asked for, so locating a finding near the top of a large file does not index the whole file.
 */
export class TextPositions {
  private readonly starts = [0];
  /** Where the search for the next line break resumes; -1 once the whole text is indexed. */
  private searchFrom = 0;
  constructor(private readonly text: string) {}

  /** Index line starts until one lies past `offset` (or the text ends): every start at or before it is then known. */
  private indexThrough(offset: number): void {
    while (this.searchFrom >= 0 && this.starts[this.starts.length - 1] <= offset) {
      const lineBreak = this.text.indexOf('\n', this.searchFrom);
      if (lineBreak < 0) this.searchFrom = -1;
      else {
        this.starts.push(lineBreak + 1);
        this.searchFrom = lineBreak + 1;
      }
    }
  }

  at(offset: number): { line: number; column: number } {
    this.indexThrough(offset);
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  }
}
