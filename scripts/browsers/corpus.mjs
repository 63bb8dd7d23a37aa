// corpus.mjs builds the reader corpus: the inputs that run.mjs asks each
// browser to read with new URL(input, base) and the URL setters.
//
// It is deterministic: the WPT files (read from $WHATWGURL_WPT) come first in
// their own order, then generated inputs from a seeded generator (SEED below),
// so the same WPT files give the same corpus, case for case.
//
// A case is {k: "p", i: input, b: base|null} for a parse, or
// {k: "s", s: setter, h: href, v: value} for a setter (setter is one of the
// URL class's attribute names: protocol, username, ..., hash).

import fs from 'node:fs';
import path from 'node:path';

const SEED = 31;

// mulberry32: a small seeded generator, so the corpus is the same everywhere.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function buildCorpus(wptDir) {
  const cases = [];
  const seen = new Set();
  const P = (i, b = null) => {
    const key = 'p\0' + i + '\0' + (b ?? '\u0001');
    if (seen.has(key)) return;
    seen.add(key);
    cases.push({ k: 'p', i, b });
  };
  const S = (s, h, v) => {
    const key = 's\0' + s + '\0' + h + '\0' + v;
    if (seen.has(key)) return;
    seen.add(key);
    cases.push({ k: 's', s, h, v });
  };

  // 1. Every WPT input with its base, and every setter case.
  const url = JSON.parse(fs.readFileSync(path.join(wptDir, 'urltestdata.json'), 'utf8'));
  for (const t of url) if (typeof t === 'object') P(t.input, t.base ?? null);
  const jsOnly = path.join(wptDir, 'urltestdata-javascript-only.json');
  if (fs.existsSync(jsOnly)) {
    for (const t of JSON.parse(fs.readFileSync(jsOnly, 'utf8'))) if (typeof t === 'object') P(t.input, t.base ?? null);
  }
  const setters = JSON.parse(fs.readFileSync(path.join(wptDir, 'setters_tests.json'), 'utf8'));
  for (const [name, list] of Object.entries(setters)) {
    if (name === 'comment') continue;
    for (const t of list) S(name, t.href, t.new_value);
  }
  const toascii = path.join(wptDir, 'toascii.json');
  if (fs.existsSync(toascii)) {
    for (const t of JSON.parse(fs.readFileSync(toascii, 'utf8'))) {
      if (typeof t !== 'object') continue;
      P('https://' + t.input + '/x');
      P('sc://' + t.input + '/x');
    }
  }

  const r = rng(SEED);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const ascii = [];
  for (let c = 0; c < 0x80; c++) ascii.push(String.fromCharCode(c));
  const special = ['http', 'https', 'ws', 'wss', 'ftp', 'file'];
  const nonSpecial = ['sc', 'foo', 'git+ssh', 'data', 'blob', 'javascript', 'about', 'mailto', 'urn'];
  const schemes = [...special, ...nonSpecial];

  // 2. Every ASCII code point (and a few others) in each component, for
  // special and non-special schemes: bad host characters, quotes in
  // queries, what each reader percent-encodes.
  const extra = ['\u00a0', '\u00ad', '\u200b', '\u3000', '\u2028', '\ufeff', '\u00fc', '\u226e', '\ufffd', '\u{1f600}'];
  for (const c of [...ascii, ...extra]) {
    const h = c.codePointAt(0).toString(16).padStart(2, '0').toUpperCase();
    for (const s of ['http', 'https', 'ws', 'ftp', 'file', 'sc', 'data', 'javascript']) {
      P(`${s}://a${c}b/`);
      P(`${s}://a${c}b.example/p`);
      P(`${s}://${c}/`);
      P(`${s}://h/${c}x`);
      P(`${s}://h/p?${c}x`);
      P(`${s}://h/p#${c}x`);
      P(`${s}://u${c}v:p${c}w@h/`);
      P(`${s}:${c}x`);
      P(`${s}:x${c}`);
      P(`${s}://h:8${c}/`);
    }
    P(`http://a%${h}b/`);
    P(`sc://a%${h}b/`);
    P(`http://[::1${c}]/`);
    P(`a:b${c} #f`);
    P(`a:b${c}?q`);
    P(`sc:/${c}/x`);
    P(`${c}x`, 'http://example.com/a/b');
    P(`x${c}y`, 'sc://h/a/b');
    P(`/${c}`, 'sc:opaque');
  }

  // 3. xn-- labels: empty, invalid and valid Punycode, in each position.
  const xn = ['xn--', 'xn--a', 'xn--a-', 'xn--zca', 'xn--ls8h', 'xn--mnchen-3ya', 'XN--MNCHEN-3YA', 'xn--ab', 'xn---', 'xn--1',
    'xn--a.b', 'xn--nxa', 'xn--tda', 'xn--55qx5d', 'xn--0', 'xn--99999999', 'xn--ASCII', 'xn--a-ecp', 'xn--ka-', 'xn--gdh',
    'xn--zz', 'xn--ls8h-', 'xn--bcher-kva', 'xn--bcher-kva1', 'xn--xn--', 'xn--xn--a', 'xn--53h', 'xn--80ak6aa92e', 'xn--ida', 'xn--xa'];
  for (const l of xn) {
    for (const s of ['http', 'https', 'ws', 'ftp', 'file', 'sc']) {
      P(`${s}://${l}/`);
      P(`${s}://${l}.example/`);
      P(`${s}://a.${l}/`);
      P(`${s}://${l}.${l}:81/x`);
    }
    P(`//${l}/`, 'https://base.example/');
  }

  // 4. Simple-URI schemes with authorities and dot segments.
  const paths = ['/a/../b', '/a/./b', '/..', '/.', '//x', '/a/%2e%2E/b', '', '/', '?q', '#f', '/a b', '/a\\b', '/%41'];
  for (const s of ['data', 'blob', 'javascript', 'about', 'sc', 'mailto', 'view-source', 'filesystem', 'moz-extension', 'chrome']) {
    for (const a of ['', 'test', 'u@h', 'h:1', '[::1]', 'H.Example', 'xn--']) {
      for (const p of paths) {
        P(`${s}://${a}${p}`);
      }
    }
    for (const p of paths) {
      P(`${s}:${p}`);
      P(`${s}:x${p}`);
      P(`${s}:/${p}`);
    }
    P(`${s}:text/plain,a/../b`);
    P(`${s}:https://example.com/a/../b`);
  }

  // 5. file: hosts.
  for (const h of ['', 'localhost', 'LOCALHOST', 'server', 'Server.Example', '127.0.0.1', '0x7f.1', '[::1]', 'xn--', 'xn--zca', 'münchen', 'a b', 'C:', 'C|', 'c:', '%41', 'h:80', 'u@h', '..', '.', 'localhost.', 'a%2Fb']) {
    for (const p of ['', '/', '/share/x', '/C:/x', '/a/../b', '?q', '#f', '/x?q#f']) {
      P(`file://${h}${p}`);
      P(`file:${h}${p}`);
    }
    P(`//${h}/x`, 'file:///C:/base');
    P(`file://${h}/x`, 'file://other/base');
  }
  P('file://server/share/x');

  // 6. Opaque paths and trailing spaces.
  for (const p of ['ü', 'b', ' ', 'a b', 'x  ', '%20', '\t', 'b\u00a0']) {
    for (const end of [' ', '  ', ' #f', ' ?q', '  #f', ' ?q#f', '#f', '?q ', ' # ']) {
      P(`a:${p}${end}`);
      P(`javascript:${p}${end}`);
      P(`mailto:${p}${end}`);
    }
  }

  // 7. IDNA edge code points in hosts.
  const cps = [];
  for (let c = 0x80; c < 0x250; c++) cps.push(c);
  for (const c of [0x226e, 0x226f, 0x2260, 0x0338, 0x00df, 0x03c2, 0x200c, 0x200d, 0x00ad, 0x034f, 0x180b, 0xfe00, 0x2024, 0x2025,
    0x3002, 0xff0e, 0xff61, 0xfe52, 0x2488, 0x2474, 0x00bd, 0x2153, 0x1e9e, 0x0640, 0x07fa, 0x0660, 0x06f0, 0x05d0, 0x0627, 0x0301,
    0x0308, 0x20dd, 0x2100, 0x2101, 0x2103, 0x2116, 0x2122, 0x212a, 0x212b, 0x2160, 0x24b6, 0x3000, 0xfeff, 0xfffc, 0xfffd, 0xffff,
    0x1f600, 0x1f1fa, 0xe0001, 0xe0041, 0xf0000, 0x10fffd, 0x2ff0, 0x31f0, 0x1100, 0x115f, 0x3164, 0xffa0, 0x13430, 0x1d400, 0x1d7ce,
    0x2f800, 0x1f100, 0x1f110, 0x1f130, 0x1f190, 0x1fbf0, 0xa7c0, 0xa7d0, 0x0b55, 0x0cf3, 0x1e030, 0x1e4d0, 0x11f00, 0x1b11f, 0x31350,
    0x2ebf0, 0x1c89, 0x1cf7, 0xa7cb, 0x10d4a, 0x16d40, 0x1e5d0, 0x1f8b0, 0x1fa89, 0x2e80, 0x2fd6]) cps.push(c);
  // and a seeded sample over every plane in use
  for (let n = 0; n < 1500; n++) {
    const plane = pick([0, 0, 0, 1, 1, 2, 3, 14]);
    cps.push(plane * 0x10000 + Math.floor(r() * 0x10000));
  }
  for (const c of cps) {
    if (c >= 0xd800 && c < 0xe000) continue;
    const ch = String.fromCodePoint(c);
    P(`https://${ch}/x`);
    P(`https://a${ch}b.example/`);
    P(`sc://a${ch}b/`);
    if (c < 0x3000 || r() < 0.3) {
      P(`https://xn--a.${ch}/`);
      P(`http://${ch}.example/p?${ch}#${ch}`);
    }
  }

  // 8. IPv6 and IPv4 forms.
  const v6 = ['::', '::1', '1::', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8:9', '%3A:', '::%31',
    '2001:db8:122:344::192.0.2.33', '::ffff:1.2.3.4', '::1.2.3.4', '::ffff:1.2.3', '::ffff:1.2.3.4.5', '::ffff:256.1.1.1',
    '::ffff:01.2.3.4', '::ffff:0x1.2.3.4', '1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:7:1.2.3.4', 'fe80::1%eth0', 'fe80::1%25eth0',
    'FFFF::', '0:0:0:0:0:0:0:0', '1:0:0:2:0:0:0:3', '1::2::3', ':1', '1:', ':::', 'v1.x', '::1 ', ' ::1', '::1]', '[::1', '00000::',
    '0001::', '::ffff:127.0.0.1', '::127.0.0.1', '1:2:3:4::5:1.2.3.4', 'a:b:c:d:e:f:0:0', '::FFFF:A:B', 'g::'];
  for (const a of v6) {
    for (const s of ['http', 'https', 'ftp', 'file', 'sc', 'ws']) {
      P(`${s}://[${a}]/x`);
      P(`${s}://[${a}]:0/x`);
    }
    P(`sc://@[${a}]#f`);
    P(`sc://[${a}]`);
  }
  // IPv6 addresses with an IPv4 part: every count of groups before and
  // after "::", and IPv4 parts of each range.
  const groups = ['1', '2001', 'db8', 'ffff', '0', 'a'];
  for (const ip of ['1.2.3.4', '192.0.2.33', '127.0.0.1', '255.255.255.255', '0.0.0.0', '128.0.0.1', '10.20.30.40']) {
    for (let before = 0; before <= 6; before++) {
      const head = groups.slice(0, before).join(':');
      if (before === 6) P(`http://[${groups.join(':')}:${ip}]/`);
      for (let after = 0; before + after <= 5; after++) {
        const tail = groups.slice(0, after).map((g) => g + ':').join('');
        P(`http://[${head}::${tail}${ip}]/`);
      }
    }
  }
  const v4 = ['0x7f.1', '127.1', '0177.0.0.1', '4294967295', '4294967296', '0x100000000', '1.2.3.4.', '1.2.3.4..', '1.2.3', '09.1',
    '1.2.3.09', '0x', '0x.0x.0', '1.256', '256.1.1.1', '1.2.3.256', '08', '0X7F.0.0.1', '1.2.3.4.5', 'a.1', '1.a', '0..0', '.1.2.3.4',
    '999999999999999999999', '1e3', '0xffffffff', '000000000000000000001.2.3.4', '127.0.0.1%2e', '%30.1', '１２７.0.0.1', '1.2.3.0x'];
  for (const a of v4) for (const s of ['http', 'sc', 'file', 'ws']) P(`${s}://${a}/x`);

  // 9. Long hosts, ASCII and not, around the limits browsers keep.
  for (const len of [62, 63, 64, 250, 253, 254, 255, 256, 1000, 1020, 1023, 1024, 1025, 1100, 2048, 4100]) {
    for (const c of ['a', 'é', '中', '\u{1f600}']) {
      const label = c.repeat(len);
      P(`https://${label}/`);
      P(`sc://${label}/`);
      const parts = [];
      for (let i = 0; i < Math.ceil(len / 50); i++) parts.push(c.repeat(Math.min(50, len - i * 50)));
      P(`https://${parts.join('.')}/`);
    }
  }

  // 10. Relative references against bases, including same-scheme ones.
  const bases = ['http://h/a/b?q#f', 'https://u:p@h:8080/a/b/c', 'sc://h/a/b', 'sc:opaque', 'sc:/a/b', 'file:///C:/a/b', 'file://host/a',
    'data:text/plain,x', 'about:blank', 'ws://h/a', 'ftp://h/a/b', 'javascript://h/a', 'blob:https://h/uuid', 'sc://h', 'http://h'];
  const refs = ['http:/x', 'http:x', 'http:', 'https:/x', 'http://x', '//x', '\\\\x', '/\\x', '..', '../..', '.', './', '?', '?x', '#',
    '#x', '/x', 'x', 'sc:x', 'sc:/x', 'file:x', 'file:/x', 'ws:x', '..\\x', '/../x', '//', '///x', 'C:/x', '/C:/x', 'C|', '%2e%2e/x',
    '.%2e/x', 'ftp:/x', 'data:x', 'about:x', 'javascript:x', 'blob:x', ' http:/x', 'HTTP:/x', 'http:\\x', 'ws:/x', 'file:', 'sc:'];
  for (const b of bases) for (const x of refs) P(x, b);

  // 11. Ports.
  for (const p of ['0', '80', '443', '080', '65535', '65536', '99999999999', '-1', '+1', '0x50', '1a', ' 1', '1 ', '', ':', '8 0', '%38', '٨']) {
    for (const s of ['http', 'https', 'sc', 'file', 'ws', 'ftp']) P(`${s}://h:${p}/x`);
  }

  // 12. Non-special URLs with an authority and an empty path.
  for (const a of ['h', '@h', 'u@h', 'u:p@h', '@[::]', '[::1]', 'h:1', '', '@', ':@', 'h:']) {
    for (const t of ['', '?q', '#f', '?q#f', '/', '/?q']) {
      P(`sc://${a}${t}`);
      P(`foo://${a}${t}`);
    }
  }

  // 13. Random URLs assembled from parts of every family.
  const hostParts = ['example.com', 'EXAMPLE.com', 'xn--zca', 'xn--', 'münchen.de', '≮.com', '127.0.0.1', '0x7f.1', '[::1]',
    '[2001:db8::1.2.3.4]', 'a b', 'a%20b', 'a^b', 'a|b', "a'b", 'a"b', 'a{b', 'a`b', 'a<b', '', 'ß.de', 'ﬀ.de', 'a..b', 'a.', '.a',
    'é'.repeat(70), 'x'.repeat(64), '1.2.3', 'localhost', 'xn--ls8h.la', '%F0%9F%98%80', '%zz', '\u0661\u0662', 'a\u200db'];
  const userParts = ['', 'u@', 'u:p@', ':@', '@', 'u%40@', 'ü:ä@', 'a b@', "'@", 'u:p:q@'];
  const portParts = ['', ':', ':80', ':443', ':0', ':65536', ':0x50', ':08'];
  const pathParts = ['', '/', '/a/../b', '/a/./b/', '/%2e%2e/', '/a b', '/ü', "/'", '/"', '/<>', '/{}', '/|', '/^', '/`', '/a\\b', '//x',
    '/.//x', '/a%2Fb', '/%zz', '/\u00a0', '/..', '/C:/x', '/?'];
  const qParts = ['', '?', '?a=b', "?'", '?"', '?<>', '? ', '?ü', '?#', '?%zz', '?a b', '?{}', '?`', '?|', '?\\'];
  const fParts = ['', '#', '#f', '#`', '# ', '#ü', '#<>', '#"', "#'", '#%zz', '#{}', '#a b'];
  const schemeParts = [...schemes, 'HTTP', 'Sc', 'a', 'a+b', 'a-b', 'a.b', 'view-source', 'ssh', 'x1'];
  while (cases.length < 34000) {
    const s = pick(schemeParts);
    const kind = r();
    let input;
    if (kind < 0.7) input = `${s}://${pick(userParts)}${pick(hostParts)}${pick(portParts)}${pick(pathParts)}${pick(qParts)}${pick(fParts)}`;
    else if (kind < 0.85) input = `${s}:${pick(pathParts).slice(1)}${pick(qParts)}${pick(fParts)}`;
    else input = `${s}:${pick(['/', '//', '///', '\\\\', '/\\'])}${pick(hostParts)}${pick(pathParts)}${pick(qParts)}`;
    P(input);
  }

  // 14. Setters beyond WPT: protocol switches, port spellings, pathnames
  // that begin with //, hosts with bad characters, each setter with each
  // ASCII code point.
  const setterBases = ['https://u:p@h.example:8080/a/b?q#f', 'sc:///p', 'sc://h/p', 'sc:/p', 'sc:opaque', 'foo:/?q', 'foo:/', 'file:///C:/x',
    'file://host/x', 'http://h/', 'ws://h/', 'data:text/plain,x', 'javascript:alert(1)', 'sc://h', 'blob:https://h/u', 'about:blank',
    'http://[::1]/', 'sc://[::1]/', 'ftp://h:21/'];
  const protos = ['http', 'https', 'ws', 'wss', 'ftp', 'file', 'sc', 'data', 'javascript', 'HTTP', 'http:', 'https:foo', 'a b', '', '1x', 'ws://x'];
  for (const h of setterBases) {
    for (const p of protos) S('protocol', h, p);
    for (const p of ['0', '80', '0x50', '080', '1a', ' 80', '80 ', '', '65535', '65536', '-1', '8\t0', '\u0668', '1:2', '21']) S('port', h, p);
    for (const p of ['//bar', '/./bar', '//', '/..//x', 'a/b', '\\x', '/%2e/x', 'x y', '?', '#', '/ü']) S('pathname', h, p);
    for (const p of ['x', 'a b', 'xn--', 'x:1', 'x:0x50', '[::1]', '≮', 'h/p', 'h?q', 'h#f', '', 'localhost', 'u@h', 'a^b', '%41']) {
      S('host', h, p);
      S('hostname', h, p);
    }
    for (const c of ascii) {
      S('search', h, 'a' + c + 'b');
      S('hash', h, 'a' + c + 'b');
      S('username', h, 'a' + c + 'b');
      if (c.charCodeAt(0) > 0x20) S('pathname', h, '/a' + c + 'b');
    }
  }
  return cases;
}
