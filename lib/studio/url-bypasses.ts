/**
 * Known ways to write a script (or another site) into a Markdown link so that a naive scheme check passes it:
 * what the unit test of safeLink and the browser test of the HARNESS.md preview both run. Each is the link's
 * destination as written in HARNESS.md (`[name](<destination>)`).
 */
export const URL_SCHEME_BYPASSES: readonly { name: string; destination: string }[] = [
  { name: 'tab inside javascript:', destination: 'java\tscript:alert(document.domain)' },
  { name: 'two tabs', destination: 'ja\tva\tscript:alert(1)' },
  { name: 'leading \\x01', destination: '\x01javascript:alert(1)' },
  { name: 'leading \\x1f and space', destination: '\x1f javascript:alert(1)' },
  { name: 'trailing control', destination: 'javascript:alert(1)\x00' },
  { name: 'mixed case', destination: 'JaVaScRiPt:alert(1)' },
  { name: 'entity-encoded j', destination: '&#106;avascript:alert(1)' },
  { name: 'entity-encoded tab', destination: 'java&#x09;script:alert(1)' },
  { name: 'entity-encoded colon', destination: 'javascript&colon;alert(1)' },
  { name: 'percent-encoded j', destination: '%6Aavascript:alert(1)' },
  { name: 'vbscript:', destination: 'vbscript:msgbox(1)' },
  { name: 'data:text/html', destination: 'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E' },
  { name: 'data: base64', destination: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' },
  { name: 'file:', destination: 'file:///etc/passwd' },
  { name: 'blob:', destination: 'blob:http://127.0.0.1/x' },
  { name: 'scheme-relative //', destination: '//evil.example/' },
  { name: 'backslashes', destination: '\\\\evil.example/' },
  { name: 'slash backslash', destination: '/\\evil.example/' },
  { name: 'tab between slashes', destination: '/\t/evil.example/' },
  { name: 'javascript: in an autolink-like path', destination: 'javascript://%0Aalert(1)' },
];

/** Destinations that stay links, each with the href the preview gives it. */
export const URL_KEPT: readonly { destination: string; href: string; external: boolean }[] = [
  { destination: 'https://example.com/docs', href: 'https://example.com/docs', external: true },
  { destination: 'HTTP://Example.com', href: 'http://example.com/', external: true },
  { destination: ' https://example.com/a\tb ', href: 'https://example.com/ab', external: true },
  { destination: 'mailto:author@example.com', href: 'mailto:author@example.com', external: false },
  { destination: '#anti-patterns', href: '#anti-patterns', external: false },
  { destination: './docs/setup.md', href: './docs/setup.md', external: false },
  { destination: 'docs/setup.md', href: 'docs/setup.md', external: false },
  { destination: '/rules/M001', href: '/rules/M001', external: false },
];
