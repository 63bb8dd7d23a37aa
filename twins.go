package whatwgurl

// The parser's fast paths. Each does only what the standard's steps do for
// the input it takes, and leaves every other input to its slow twin, the
// plain code it must agree with; a test or fuzz target compares the two.
// A parse with parseOptions.plain takes none. None reports validation
// errors: with a callback (Parser.OnValidationError) each is taken only
// where the input provably signals none, so the callback alone never turns
// one off (TestValidationErrorsWPT, TestValidationErrorsDatasets and
// FuzzValidationErrors compare its calls with a plain parse's). The
// registry: each fast path (file), its slow twin, the tests that compare
// them, and when it is taken with a callback.
//
//   - parseOnePass (fastpath.go): the first steps and the state machine;
//     TestOnePassTwin, TestOnePassWPT, FuzzOnePass. With a callback: no
//     code point that is not a URL unit, and a host that
//     asciiHostSignalsNothing takes, or an opaque host of URL units
//     (TestOnePassReportSignalsNothing).
//   - onePass with dry, CanParse's recognizer, and the dry state machine
//     (builder.dry): Parse; TestCanParseDry, FuzzParse, FuzzOnePass.
//     CanParse does not report.
//   - cleanSegments (fastpath.go): pathState; TestPathFastPath. With a
//     callback: segments of URL units.
//   - parseASCIIHostInto (host.go): parseDomainHostInto;
//     TestASCIIHostFastPath, FuzzASCIIHostFastPath. With a callback:
//     asciiHostSignalsNothing (TestASCIIHostSignalsNothing,
//     TestStrictASCIIDomain, FuzzStrictASCIIDomain).
//   - cleanInput's word-at-a-time scan (input.go): its byte loop;
//     TestCleanInputSWAR. Always: it reports at offsets in the input
//     (TestValidationErrorOffsetsMapped).
//   - domainToASCII's ASCII steps: the UTS #46 route; the WPT host tests.
//   - resolveFast (resolve_fast.go), a reference against a base: "", "?q",
//     "#f", "//host/p", and against a special base other than file
//     "/a/b?c", "x", "../x": the first steps and the no scheme, relative,
//     relative slash, file and path states; TestResolveFastTwin,
//     TestResolveFastTwinWPT, FuzzResolveFast. With a callback: no leading
//     or trailing C0 control or space, and a path, query and fragment of
//     URL units ("//host/p": as parseOnePass takes it with report).
//   - the setters' splices (setters_fast.go; setHostFast for host and
//     hostname): each setter's own steps (a parser with a state override,
//     serialize); TestSetterFastPathsTwin*, FuzzSetterFastPaths. Not with a
//     callback: the setter runs the basic URL parser.
//   - domainToASCIIBuf (idna.go) and uts46.Profile.AppendToASCII, the
//     Unicode host's ASCII form built on the stack: domainToASCII;
//     TestDomainToASCIIBuf, FuzzDomainToASCIIBuf. Always: same result, and
//     the host parser reports.
//   - the early check for code points that map to a forbidden domain code
//     point (idna.go, domains of 256 bytes or more): the standard's steps
//     (domainToASCIIReference); TestForbiddenMappedDomains.
//   - scanURLEncoded's "serializes to itself" answer and the table-driven
//     serializer (urlencoded.go): parseURLEncodedSlow,
//     serializeURLEncodedSlow; FuzzSearchParams. No validation errors.
//
// The Unicode engines under internal/ keep their own twins beside their
// tests: Punycode's short-label loop (appendShort) against the general
// encoder and RFC 3492's loop (TestShortTwin, FuzzPunycode,
// TestAgainstReference), the reference NFC.
