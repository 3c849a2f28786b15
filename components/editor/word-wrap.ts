/** Word wrap for JSON files, toggled with Alt+Z (as in VS Code) and remembered; Markdown always wraps. */
const KEY = 'packstudio.jsonWordWrap';

export function readJsonWordWrap(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function writeJsonWordWrap(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    /* storage blocked: the toggle still holds for this page */
  }
}

export function wordWrapFor(language: string, jsonWrap: boolean): 'on' | 'off' {
  return language === 'markdown' || jsonWrap ? 'on' : 'off';
}
