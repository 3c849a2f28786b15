/**
 * The stored theme (else the system's) on <html>. Self-contained, because the root layout also sends its source as
 * the pre-paint inline script; the theme toggle calls it once mounted, for pages the browser renders itself (a 404
 * from notFound() arrives as Next's error shell, whose inline scripts never run).
 */
export function applyStoredTheme(): void {
  try {
    const stored = localStorage.getItem('theme');
    if (stored === 'dark' || (!stored && matchMedia('(prefers-color-scheme: dark)').matches))
      document.documentElement.classList.add('dark');
  } catch {
    /* no storage: the light theme */
  }
}
