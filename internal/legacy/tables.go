package legacy

import "sort"

// The data of the gb18030 and ISO-2022-JP encoders that x/text's decoders
// do not provide.

// gb18030IndexAdditions are the entries of index gb18030 that x/text's
// gb18030 decoder does not have: the Private Use mappings (among them the
// three user-defined areas AAA1–AFFE, F8A1–FEFE and A140–A7A0), 0xA8BC for
// U+1E3F (GB18030-2005), and the 18 mappings changed by GB18030-2022
// (0xA6D9–0xA6DF, 0xA6EC, 0xA6ED, 0xA6F3 to U+FE10–U+FE19 and 0xFE59, 0xFE61,
// 0xFE66, 0xFE67, 0xFE6D, 0xFE7E, 0xFE90, 0xFEA0 to U+9FB4–U+9FBB). Each
// entry maps n pointers from pointer on to n code points from codePoint on.
var gb18030IndexAdditions = [...]struct {
	pointer   uint16
	codePoint rune
	n         uint16
}{
	{6080, 0xE4C6, 96}, {6270, 0xE526, 96}, {6376, 0xE766, 6}, {6433, 0xE76D, 1},
	{6444, 0xE76E, 2}, {6458, 0xE770, 2}, {6460, 0xE586, 95}, {6650, 0xE5E6, 96},
	{6829, 0xE772, 11}, {6840, 0xE646, 96}, {7022, 0xE77D, 8}, {7030, 0xE6A6, 96},
	{7150, 0xE785, 8}, {7182, 0xFE10, 1}, {7183, 0xFE12, 1}, {7184, 0xFE11, 1},
	{7185, 0xFE13, 4}, {7201, 0xFE17, 2}, {7208, 0xFE19, 1}, {7211, 0xE797, 9},
	{7220, 0xE706, 96}, {7349, 0xE7A0, 15}, {7397, 0xE7AF, 13}, {7495, 0xE7BC, 11},
	{7533, 0x1E3F, 1}, {7538, 0xE7C9, 4}, {7579, 0xE7CD, 21}, {7624, 0xE7E2, 1},
	{7627, 0xE7E3, 1}, {7629, 0xE7E4, 3}, {7686, 0xE7F4, 13}, {7775, 0xE801, 15},
	{7886, 0xE000, 94}, {8076, 0xE05E, 94}, {8266, 0xE0BC, 94}, {8456, 0xE11A, 94},
	{8646, 0xE178, 94}, {8836, 0xE1D6, 94}, {16525, 0xE810, 5}, {22706, 0xE234, 94},
	{22896, 0xE292, 94}, {23086, 0xE2F0, 94}, {23276, 0xE34E, 94}, {23466, 0xE3AC, 94},
	{23656, 0xE40A, 94}, {23767, 0xE816, 3}, {23775, 0x9FB4, 1}, {23783, 0x9FB5, 1},
	{23788, 0x9FB6, 2}, {23794, 0xE831, 1}, {23795, 0x9FB8, 1}, {23804, 0xE83B, 1},
	{23812, 0x9FB9, 1}, {23829, 0x9FBA, 1}, {23830, 0xE855, 1}, {23845, 0x9FBB, 1},
	{23846, 0xE468, 94},
}

// gb18030PUABytes returns the bytes of the gb18030 encoder's table for the
// Private Use code points that GB18030-2005 mapped to the bytes
// GB18030-2022 gave to other code points: it keeps them encoding as before.
func gb18030PUABytes(c rune) ([2]byte, bool) {
	if c < gb18030PUA[0].codePoint || c > gb18030PUA[len(gb18030PUA)-1].codePoint {
		return [2]byte{}, false
	}
	for _, e := range gb18030PUA {
		if e.codePoint == c {
			return e.bytes, true
		}
	}
	return [2]byte{}, false
}

// gb18030PUA is the table of gb18030PUABytes, in code point order.
var gb18030PUA = [...]struct {
	codePoint rune
	bytes     [2]byte
}{
	{0xE78D, [2]byte{0xA6, 0xD9}}, {0xE78E, [2]byte{0xA6, 0xDA}}, {0xE78F, [2]byte{0xA6, 0xDB}},
	{0xE790, [2]byte{0xA6, 0xDC}}, {0xE791, [2]byte{0xA6, 0xDD}}, {0xE792, [2]byte{0xA6, 0xDE}},
	{0xE793, [2]byte{0xA6, 0xDF}}, {0xE794, [2]byte{0xA6, 0xEC}}, {0xE795, [2]byte{0xA6, 0xED}},
	{0xE796, [2]byte{0xA6, 0xF3}}, {0xE81E, [2]byte{0xFE, 0x59}}, {0xE826, [2]byte{0xFE, 0x61}},
	{0xE82B, [2]byte{0xFE, 0x66}}, {0xE82C, [2]byte{0xFE, 0x67}}, {0xE832, [2]byte{0xFE, 0x6D}},
	{0xE843, [2]byte{0xFE, 0x7E}}, {0xE854, [2]byte{0xFE, 0x90}}, {0xE864, [2]byte{0xFE, 0xA0}},
}

// gb18030RangesPointer returns the index gb18030 ranges pointer for c.
// https://encoding.spec.whatwg.org/#index-gb18030-ranges-pointer
func gb18030RangesPointer(c rune) int {
	if c == 0xE7C7 {
		return 7457
	}
	// The last entry whose code point is c or below.
	i := sort.Search(len(gb18030Ranges), func(i int) bool { return gb18030Ranges[i].codePoint > c }) - 1
	return int(gb18030Ranges[i].pointer) + int(c-gb18030Ranges[i].codePoint)
}

// gb18030Ranges is index gb18030 ranges: each four-byte pointer from pointer
// on maps to consecutive code points from codePoint on, up to the next entry.
// https://encoding.spec.whatwg.org/index-gb18030-ranges.txt
var gb18030Ranges = [...]struct {
	pointer   uint32
	codePoint rune
}{
	{0, 0x0080}, {36, 0x00A5}, {38, 0x00A9}, {45, 0x00B2}, {50, 0x00B8}, {81, 0x00D8},
	{89, 0x00E2}, {95, 0x00EB}, {96, 0x00EE}, {100, 0x00F4}, {103, 0x00F8}, {104, 0x00FB},
	{105, 0x00FD}, {109, 0x0102}, {126, 0x0114}, {133, 0x011C}, {148, 0x012C}, {172, 0x0145},
	{175, 0x0149}, {179, 0x014E}, {208, 0x016C}, {306, 0x01CF}, {307, 0x01D1}, {308, 0x01D3},
	{309, 0x01D5}, {310, 0x01D7}, {311, 0x01D9}, {312, 0x01DB}, {313, 0x01DD}, {341, 0x01FA},
	{428, 0x0252}, {443, 0x0262}, {544, 0x02C8}, {545, 0x02CC}, {558, 0x02DA}, {741, 0x03A2},
	{742, 0x03AA}, {749, 0x03C2}, {750, 0x03CA}, {805, 0x0402}, {819, 0x0450}, {820, 0x0452},
	{7922, 0x2011}, {7924, 0x2017}, {7925, 0x201A}, {7927, 0x201E}, {7934, 0x2027}, {7943, 0x2031},
	{7944, 0x2034}, {7945, 0x2036}, {7950, 0x203C}, {8062, 0x20AD}, {8148, 0x2104}, {8149, 0x2106},
	{8152, 0x210A}, {8164, 0x2117}, {8174, 0x2122}, {8236, 0x216C}, {8240, 0x217A}, {8262, 0x2194},
	{8264, 0x219A}, {8374, 0x2209}, {8380, 0x2210}, {8381, 0x2212}, {8384, 0x2216}, {8388, 0x221B},
	{8390, 0x2221}, {8392, 0x2224}, {8393, 0x2226}, {8394, 0x222C}, {8396, 0x222F}, {8401, 0x2238},
	{8406, 0x223E}, {8416, 0x2249}, {8419, 0x224D}, {8424, 0x2253}, {8437, 0x2262}, {8439, 0x2268},
	{8445, 0x2270}, {8482, 0x2296}, {8485, 0x229A}, {8496, 0x22A6}, {8521, 0x22C0}, {8603, 0x2313},
	{8936, 0x246A}, {8946, 0x249C}, {9046, 0x254C}, {9050, 0x2574}, {9063, 0x2590}, {9066, 0x2596},
	{9076, 0x25A2}, {9092, 0x25B4}, {9100, 0x25BE}, {9108, 0x25C8}, {9111, 0x25CC}, {9113, 0x25D0},
	{9131, 0x25E6}, {9162, 0x2607}, {9164, 0x260A}, {9218, 0x2641}, {9219, 0x2643},
	{11329, 0x2E82}, {11331, 0x2E85}, {11334, 0x2E89}, {11336, 0x2E8D}, {11346, 0x2E98},
	{11361, 0x2EA8}, {11363, 0x2EAB}, {11366, 0x2EAF}, {11370, 0x2EB4}, {11372, 0x2EB8},
	{11375, 0x2EBC}, {11389, 0x2ECB}, {11682, 0x2FFC}, {11686, 0x3004}, {11687, 0x3018},
	{11692, 0x301F}, {11694, 0x302A}, {11714, 0x303F}, {11716, 0x3094}, {11723, 0x309F},
	{11725, 0x30F7}, {11730, 0x30FF}, {11736, 0x312A}, {11982, 0x322A}, {11989, 0x3232},
	{12102, 0x32A4}, {12336, 0x3390}, {12348, 0x339F}, {12350, 0x33A2}, {12384, 0x33C5},
	{12393, 0x33CF}, {12395, 0x33D3}, {12397, 0x33D6}, {12510, 0x3448}, {12553, 0x3474},
	{12851, 0x359F}, {12962, 0x360F}, {12973, 0x361B}, {13738, 0x3919}, {13823, 0x396F},
	{13919, 0x39D1}, {13933, 0x39E0}, {14080, 0x3A74}, {14298, 0x3B4F}, {14585, 0x3C6F},
	{14698, 0x3CE1}, {15583, 0x4057}, {15847, 0x4160}, {16318, 0x4338}, {16434, 0x43AD},
	{16438, 0x43B2}, {16481, 0x43DE}, {16729, 0x44D7}, {17102, 0x464D}, {17122, 0x4662},
	{17315, 0x4724}, {17320, 0x472A}, {17402, 0x477D}, {17418, 0x478E}, {17859, 0x4948},
	{17909, 0x497B}, {17911, 0x497E}, {17915, 0x4984}, {17916, 0x4987}, {17936, 0x499C},
	{17939, 0x49A0}, {17961, 0x49B8}, {18664, 0x4C78}, {18703, 0x4CA4}, {18814, 0x4D1A},
	{18962, 0x4DAF}, {19043, 0x9FA6}, {33469, 0xE76C}, {33470, 0xE7C8}, {33471, 0xE7E7},
	{33484, 0xE815}, {33485, 0xE819}, {33490, 0xE81F}, {33497, 0xE827}, {33501, 0xE82D},
	{33505, 0xE833}, {33513, 0xE83C}, {33520, 0xE844}, {33536, 0xE856}, {33550, 0xE865},
	{37845, 0xF92D}, {37921, 0xF97A}, {37948, 0xF996}, {38029, 0xF9E8}, {38038, 0xF9F2},
	{38064, 0xFA10}, {38065, 0xFA12}, {38066, 0xFA15}, {38069, 0xFA19}, {38075, 0xFA22},
	{38076, 0xFA25}, {38078, 0xFA2A}, {39108, 0xFE32}, {39109, 0xFE45}, {39113, 0xFE53},
	{39114, 0xFE58}, {39115, 0xFE67}, {39116, 0xFE6C}, {39265, 0xFF5F}, {39394, 0xFFE6},
	{189000, 0x10000},
}

// iso2022JPKatakana is index ISO-2022-JP katakana: the fullwidth katakana
// for U+FF61 to U+FF9F, as Unicode Normalization Form KC maps them except
// that U+FF9E and U+FF9F become U+309B and U+309C.
// https://encoding.spec.whatwg.org/index-iso-2022-jp-katakana.txt
var iso2022JPKatakana = [0xFF9F - 0xFF61 + 1]uint16{
	0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2, 0x30A1, 0x30A3,
	0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5, 0x30E7, 0x30C3, 0x30FC,
	0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB, 0x30AD, 0x30AF,
	0x30B1, 0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF,
	0x30C1, 0x30C4, 0x30C6, 0x30C8, 0x30CA, 0x30CB, 0x30CC, 0x30CD,
	0x30CE, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB, 0x30DE, 0x30DF,
	0x30E0, 0x30E1, 0x30E2, 0x30E4, 0x30E6, 0x30E8, 0x30E9, 0x30EA,
	0x30EB, 0x30EC, 0x30ED, 0x30EF, 0x30F3, 0x309B, 0x309C,
}
