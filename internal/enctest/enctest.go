// Package enctest holds test data and slow references shared by the tests of
// the packages that deal with the Encoding Standard's encodings: the table
// of labels, and its UTF-8 decoder written step by step. Only tests import
// it.
package enctest

import (
	"strings"
	"unicode/utf8"
)

// Labels is the table of names and labels of the Encoding Standard: for
// each encoding, by its name, every label that names it (228 in all).
// https://encoding.spec.whatwg.org/#names-and-labels
var Labels = map[string][]string{
	"UTF-8":          {"unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"},
	"IBM866":         {"866", "cp866", "csibm866", "ibm866"},
	"ISO-8859-2":     {"csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2", "iso_8859-2:1987", "l2", "latin2"},
	"ISO-8859-3":     {"csisolatin3", "iso-8859-3", "iso-ir-109", "iso8859-3", "iso88593", "iso_8859-3", "iso_8859-3:1988", "l3", "latin3"},
	"ISO-8859-4":     {"csisolatin4", "iso-8859-4", "iso-ir-110", "iso8859-4", "iso88594", "iso_8859-4", "iso_8859-4:1988", "l4", "latin4"},
	"ISO-8859-5":     {"csisolatincyrillic", "cyrillic", "iso-8859-5", "iso-ir-144", "iso8859-5", "iso88595", "iso_8859-5", "iso_8859-5:1988"},
	"ISO-8859-6":     {"arabic", "asmo-708", "csiso88596e", "csiso88596i", "csisolatinarabic", "ecma-114", "iso-8859-6", "iso-8859-6-e", "iso-8859-6-i", "iso-ir-127", "iso8859-6", "iso88596", "iso_8859-6", "iso_8859-6:1987"},
	"ISO-8859-7":     {"csisolatingreek", "ecma-118", "elot_928", "greek", "greek8", "iso-8859-7", "iso-ir-126", "iso8859-7", "iso88597", "iso_8859-7", "iso_8859-7:1987", "sun_eu_greek"},
	"ISO-8859-8":     {"csiso88598e", "csisolatinhebrew", "hebrew", "iso-8859-8", "iso-8859-8-e", "iso-ir-138", "iso8859-8", "iso88598", "iso_8859-8", "iso_8859-8:1988", "visual"},
	"ISO-8859-8-I":   {"csiso88598i", "iso-8859-8-i", "logical"},
	"ISO-8859-10":    {"csisolatin6", "iso-8859-10", "iso-ir-157", "iso8859-10", "iso885910", "l6", "latin6"},
	"ISO-8859-13":    {"iso-8859-13", "iso8859-13", "iso885913"},
	"ISO-8859-14":    {"iso-8859-14", "iso8859-14", "iso885914"},
	"ISO-8859-15":    {"csisolatin9", "iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "l9"},
	"ISO-8859-16":    {"iso-8859-16"},
	"KOI8-R":         {"cskoi8r", "koi", "koi8", "koi8-r", "koi8_r"},
	"KOI8-U":         {"koi8-ru", "koi8-u"},
	"macintosh":      {"csmacintosh", "mac", "macintosh", "x-mac-roman"},
	"windows-874":    {"dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620", "windows-874"},
	"windows-1250":   {"cp1250", "windows-1250", "x-cp1250"},
	"windows-1251":   {"cp1251", "windows-1251", "x-cp1251"},
	"windows-1252":   {"ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100", "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252", "x-cp1252"},
	"windows-1253":   {"cp1253", "windows-1253", "x-cp1253"},
	"windows-1254":   {"cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9", "iso_8859-9:1989", "l5", "latin5", "windows-1254", "x-cp1254"},
	"windows-1255":   {"cp1255", "windows-1255", "x-cp1255"},
	"windows-1256":   {"cp1256", "windows-1256", "x-cp1256"},
	"windows-1257":   {"cp1257", "windows-1257", "x-cp1257"},
	"windows-1258":   {"cp1258", "windows-1258", "x-cp1258"},
	"x-mac-cyrillic": {"x-mac-cyrillic", "x-mac-ukrainian"},
	"GBK":            {"chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk", "iso-ir-58", "x-gbk"},
	"gb18030":        {"gb18030"},
	"Big5":           {"big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"},
	"EUC-JP":         {"cseucpkdfmtjapanese", "euc-jp", "x-euc-jp"},
	"ISO-2022-JP":    {"csiso2022jp", "iso-2022-jp"},
	"Shift_JIS":      {"csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis", "windows-31j", "x-sjis"},
	"EUC-KR":         {"cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987", "ks_c_5601-1989", "ksc5601", "ksc_5601", "windows-949"},
	"replacement":    {"csiso2022kr", "hz-gb-2312", "iso-2022-cn", "iso-2022-cn-ext", "iso-2022-kr", "replacement"},
	"UTF-16BE":       {"unicodefffe", "utf-16be"},
	"UTF-16LE":       {"csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16", "utf-16le"},
	"x-user-defined": {"x-user-defined"},
}

// OutputIsUTF8 reports whether the output encoding of the encoding named
// name is UTF-8: for UTF-8, replacement, UTF-16BE and UTF-16LE. The other
// encodings are their own output encodings, each with an encoder of its own.
// https://encoding.spec.whatwg.org/#get-an-output-encoding
func OutputIsUTF8(name string) bool {
	switch name {
	case "UTF-8", "replacement", "UTF-16BE", "UTF-16LE":
		return true
	}
	return false
}

// UTF8Decode is the Encoding Standard's UTF-8 decoder, step by step, with
// the replacement error mode: the slow twin of the decoders that replace
// invalid UTF-8 (internal/utf8s, the URL parser's scalar value strings).
// https://encoding.spec.whatwg.org/#utf-8-decoder
func UTF8Decode(s string) string {
	var out strings.Builder
	var codePoint rune
	bytesSeen, bytesNeeded := 0, 0
	lower, upper := byte(0x80), byte(0xBF)
	for i := 0; i < len(s); i++ {
		b := s[i]
		if bytesNeeded == 0 {
			switch {
			case b <= 0x7F:
				out.WriteByte(b)
			case 0xC2 <= b && b <= 0xDF:
				bytesNeeded, codePoint = 1, rune(b&0x1F)
			case 0xE0 <= b && b <= 0xEF:
				if b == 0xE0 {
					lower = 0xA0
				}
				if b == 0xED {
					upper = 0x9F
				}
				bytesNeeded, codePoint = 2, rune(b&0xF)
			case 0xF0 <= b && b <= 0xF4:
				if b == 0xF0 {
					lower = 0x90
				}
				if b == 0xF4 {
					upper = 0x8F
				}
				bytesNeeded, codePoint = 3, rune(b&0x7)
			default:
				out.WriteRune(utf8.RuneError)
			}
			continue
		}
		if b < lower || b > upper {
			codePoint, bytesNeeded, bytesSeen = 0, 0, 0
			lower, upper = 0x80, 0xBF
			i-- // restore byte to the stream
			out.WriteRune(utf8.RuneError)
			continue
		}
		lower, upper = 0x80, 0xBF
		codePoint = codePoint<<6 | rune(b&0x3F)
		bytesSeen++
		if bytesSeen != bytesNeeded {
			continue
		}
		out.WriteRune(codePoint)
		codePoint, bytesNeeded, bytesSeen = 0, 0, 0
	}
	if bytesNeeded != 0 {
		out.WriteRune(utf8.RuneError)
	}
	return out.String()
}
