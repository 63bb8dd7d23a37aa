// gen_v8_random.js builds random patterns and subjects from a fixed seed
// and asks V8 (through Node.js) for the answers, like gen_v8_answers.js:
// validity with the v flag (and i for every third pattern) and exec
// results. The patterns mix valid and invalid syntax on purpose. Run:
//
//	node gen_v8_random.js > v8_random.json
'use strict';
let seed = 20261127;
function rnd(n) { // xorshift32
  seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed % n;
}
const pick = (a) => a[rnd(a.length)];
const chars = ['a?', '(?:)', '(?:a|)', '(?:|b)', 'b*', 'a', 'b', 'A', 'k', 's', '-', '_', '1', ' ', '.', '\\.', '\\-', '\\d', '\\w', '\\s', '\\W', '\\b', '^', '$', '\u017f', '\u212a', '\\u0041', '\\x62', '\\n'];
const classAtoms = ['a', 'b', 'A', 'k', 's', 'z', '0', '9', '\\d', '\\w', '\\W', '\\s', '\\-', '-', '&', '&&', '--', '\\q{ab|b}', '\\q{}', '\\q{AB}', '\\p{Lu}', '\\p{L}', '\\P{Ll}', '[ab]', '[^a]', '[a-c]', 'a-z', 'A-Z', '_', '(', '|', '\\b', '^'];
const quants = ['', '', '', '', '', '*', '+', '?', '*?', '+?', '??', '{2}', '{0,2}', '{1,}', '{2,1}', '{,2}', '**'];

function klass(depth) {
  let s = '[' + (rnd(4) === 0 ? '^' : '');
  const n = rnd(4);
  for (let i = 0; i < n; i++) {
    s += depth < 2 && rnd(5) === 0 ? klass(depth + 1) : pick(classAtoms);
  }
  return s + (rnd(20) === 0 ? '' : ']');
}

function term(depth) {
  switch (rnd(8)) {
    case 0: return klass(0) + pick(quants);
    case 1: if (depth < 3) return '(' + pick(['', '', '?:', '?<n>', '?=', '?<m>']) + alt(depth + 1) + (rnd(15) === 0 ? '' : ')') + pick(quants);
    default: return pick(chars) + pick(quants);
  }
}

function seq(depth) {
  let s = '';
  const n = 1 + rnd(4);
  for (let i = 0; i < n; i++) s += term(depth);
  return s;
}

function alt(depth) {
  let s = seq(depth);
  while (rnd(4) === 0) s += '|' + seq(depth);
  return s;
}

const subjectChars = ['a', 'b', 'A', 'B', 'k', 'K', 's', 'S', '\u017f', '\u212a', '-', '_', '1', ' ', '\n', '.', 'z'];
function subject() {
  let s = '';
  const n = rnd(7);
  for (let i = 0; i < n; i++) s += pick(subjectChars);
  return s;
}

const out = [];
const seen = new Set();
while (out.length < 2000) {
  const pattern = alt(0);
  const flags = rnd(3) === 0 ? 'vi' : 'v';
  if (seen.has(flags + pattern)) continue;
  seen.add(flags + pattern);
  const e = { pattern, ignoreCase: flags === 'vi' };
  let re;
  try {
    re = new RegExp(pattern, flags);
    e.valid = true;
  } catch (err) {
    e.valid = false;
    e.error = String(err.message);
  }
  if (re) {
    e.subjects = [];
    for (let i = 0; i < 4; i++) {
      const s = subject();
      const m = re.exec(s);
      e.subjects.push({ s, match: m ? Array.from(m, (g) => (g === undefined ? null : g)) : null });
    }
  }
  out.push(e);
}
process.stdout.write('{\n "engine": ' + JSON.stringify('V8 ' + process.versions.v8 + ' (Node.js ' + process.version + ')') +
  ',\n "cases": [\n' + out.map((e) => '  ' + JSON.stringify(e)).join(',\n') + '\n ]\n}\n');
