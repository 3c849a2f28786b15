/**
 * Why a hint's endpoint or setup_url is not a public https URL, or null when it is.
 * The WHATWG URL parser normalises hosts first (decimal and hex IPv4, IPv6 brackets),
 * so "http://2130706433" is seen as 127.0.0.1.
 */
export function endpointProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'it is not a URL';
  }
  if (url.protocol !== 'https:') return `it uses ${url.protocol.replace(/:$/, '')}, not https`;
  if (url.username || url.password) return 'it carries a user:password@ prefix';
  return hostProblem(url.hostname);
}

export function hostProblem(rawHost: string): string | null {
  const host = rawHost.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return `it points at localhost ("${rawHost}")`;
  if (host.startsWith('[')) return ipv6Problem(host.slice(1, -1));
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return ipv4Problem(host.split('.').map(Number));
  if (host.endsWith('.local'))
    return `it points at "${rawHost}", a .local name that only resolves on the local network`;
  if (!host.includes('.')) return `"${rawHost}" is not a public host name`;
  return null;
}

function ipv4Problem([a, b]: number[]): string | null {
  const ip = (rest: string) => `${a}.${b}.${rest}`;
  if (a === 127) return `it points at the loopback address ${ip('x.x')}`;
  if (a === 0) return `it points at the unspecified address ${ip('x.x')}`;
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127))
    return `it points at the private address ${ip('x.x')}`;
  if (a === 169 && b === 254) return `it points at the link-local address ${ip('x.x')}`;
  return null;
}

function ipv6Problem(ip: string): string | null {
  if (ip === '::1') return 'it points at the loopback address ::1';
  if (ip === '::') return 'it points at the unspecified address ::';
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (mapped) {
    const hi = parseInt(mapped[1], 16);
    const lo = parseInt(mapped[2], 16);
    return ipv4Problem([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  }
  if (/^f[cd][0-9a-f]{2}:/.test(ip)) return `it points at the private address ${ip}`;
  if (/^fe[89ab][0-9a-f]:/.test(ip)) return `it points at the link-local address ${ip}`;
  return null;
}
