// Package ecmaregexp translates ECMAScript regular expressions, as the URL
// Pattern Standard compiles them (flags "v", plus "i" for ignoreCase), into
// RE2 syntax for Go's regexp package, so that every pattern matches in time
// linear in its input.
//
// Translate validates the pattern with the grammar of ECMAScript 2025
// (22.2.1, Patterns, with the [UnicodeMode, UnicodeSetsMode,
// NamedCaptureGroups] parameters: the v flag) and its early errors, so that
// what new RegExp(pattern, "v") rejects is an error here too: identity
// escapes other than syntax characters (\H), lone '{', '}' and ']',
// quantifiers with nothing to repeat or numbers out of order, the v flag's
// class syntax ([a-z-], an unescaped '(' ')' '[' '{' '}' '/' '-' '|' in a
// class, reserved double punctuators such as "&&" or "!!" in the wrong
// place, a negated class that may contain strings), invalid group names,
// duplicate group names that might both participate, and \k or \N that
// name no group.
//
// What it accepts it writes in RE2 syntax with ECMAScript's meanings, never
// relying on RE2's flags:
//   - '.' excludes the line terminators \n, \r, U+2028 and U+2029 (no s flag;
//     the (?s:…) modifier lifts that);
//   - ^ and $ are the input's start and end (\A and \z: no m flag);
//   - \d, \s (ECMAScript's WhiteSpace and LineTerminator), \w and their
//     complements are explicit classes; \b and \B are RE2's, which use the
//     same ASCII word characters;
//   - \t \n \v \f \r \0 \cX \xHH \uHHHH, surrogate pairs \uHHHH\uHHHH and
//     \u{…} become the code points they stand for;
//   - \p{…} and \P{…} for General_Category, Script, Script_Extensions and
//     every binary property ECMAScript names, from Go's unicode tables and,
//     for what they lack, tables generated from the Unicode Character
//     Database of the same version;
//   - the v flag's class set operations (nested classes, union, intersection
//     &&, subtraction --, strings \q{…|…}) are computed when translating:
//     code point sets become RE2 classes, and a class with strings becomes an
//     alternation, longest strings first as ECMAScript tries them;
//   - with ignoreCase, every literal and class is closed under Unicode simple
//     case folding (ECMAScript's Canonicalize with the u or v flag), and
//     complements are taken after folding, as the v flag specifies; the
//     result needs no (?i);
//   - groups, named groups ((?<name>…) becomes (?P<name>…), or a plain group
//     when RE2 cannot spell the name, so group numbers always agree), greedy
//     and lazy quantifiers, and the ECMAScript 2025 modifiers (?i:…), (?-i:…),
//     (?s:…) and duplicate group names in different alternatives;
//   - quantifiers as ECMAScript's RepeatMatcher runs them: past its minimum
//     count, an iteration that matches the empty string fails and the
//     iteration's next choice is tried. RE2 drops such an iteration together
//     with its later choices (/(|a)+/ would match "" in "aa"), so a repeated
//     body that can match empty is rewritten into its non-empty choices, in
//     the same order.
//
// Refused with an error naming the feature (the pattern is valid ECMAScript,
// but RE2 cannot run it):
//   - backreferences (\1, \k<name>) and lookaround ((?=…), (?!…), (?<=…),
//     (?<!…)): RE2 has none, which is the price of matching in linear time;
//   - repeat counts above 1000 and nesting deeper than 1000 (RE2's limits);
//   - \b and \B with ignoreCase (ECMAScript then counts U+017F and U+212A as
//     word characters; RE2's \b cannot), and ^ or $ under the m modifier
//     (ECMAScript's lines also end at \r, U+2028 and U+2029);
//   - the properties of strings (RGI_Emoji and the others), and scripts
//     newer than Go's Unicode version (with Go 1.26, Garay and the others of
//     Unicode 16 and 17);
//   - a capture group that an iteration of a repeated group can skip, as in
//     ((a)|b)+: ECMAScript resets it to undefined at each iteration, RE2
//     keeps the value of an earlier one. (URLPattern puts no capture group
//     inside a repetition.) Likewise a capture group inside a group that is
//     repeated at least once and can match the empty string, as in (a*)+.
//
// The URLPattern web-platform-tests use none of the first two
// (urlpatterntestdata.json has no lookaround and no backreference).
// Backreferences and lookaround are the price of matching in linear time:
// RE2 guarantees it for every pattern and input, which a backtracking
// engine cannot (bun#42603 lists URLPattern shapes that blow up there).
//
// Unicode versions: \p{…} and case folding follow the Unicode version of
// Go's unicode package, 15.0.0 with Go 1.26 and 17.0.0 with Go 1.27, and the
// generated tables exist for both (ucd_tables.go, ucd_tables_go127.go, chosen
// by build tag). With a Go whose Unicode version has no generated tables,
// the properties those tables hold and Script_Extensions are refused rather
// than mixed with another version's data. Browsers ship recent versions:
// with Go 1.26, U+0390 and U+1FD3 do not fold together (they do from Unicode
// 16 on) and the scripts of Unicode 16 and 17 are refused.
//
// Where the matchers still differ: RE2 reads invalid UTF-8 in the input as
// U+FFFD, and a lone surrogate in a pattern (which UTF-8 text cannot hold)
// matches nothing.
//
// The tests compare Translate with a real engine: testdata/v8_answers.json
// (hand-written patterns) and testdata/v8_random.json (generated ones) hold
// V8's answers for validity and exec results, and the few places where V8
// 11.3 departs from the specification are listed in corpus_test.go.
package ecmaregexp
