package whatwgurl

import (
	"errors"
	"strconv"
)

// ValidationError is one of the URL Standard's validation errors. Its Error
// method returns the standard's name, so errors.Is(err,
// whatwgurl.IPv6Unclosed) tells why a parse failed.
// https://url.spec.whatwg.org/#validation-error
type ValidationError uint8

// The validation errors of the URL Standard. Their values are fixed: 1 to
// 31 are the rows of the standard's table in its order as of July 2026
// (with IPv4-non-ASCII-input, whatwg/url pull request 925, in its place),
// and a row the standard adds later gets the next free value wherever the
// table puts it, so that no value changes when a row is added (api/
// records them). Compare with errors.Is or ==, and store the name
// (Error), not the number, where a program outside this one reads it.
const (
	// DomainToASCIIError is the standard's "domain-to-ASCII": Unicode
	// ToASCII failed for a host.
	DomainToASCIIError ValidationError = 1
	// DomainPercentEncoded: a domain contains a percent-encoded byte.
	DomainPercentEncoded ValidationError = 2
	// HostInvalidCodePoint: a host contains a forbidden host code point.
	HostInvalidCodePoint ValidationError = 3
	// IPv4NonASCIIInput: a domain that is not ASCII (after
	// percent-decoding) became, through IDNA, one that ends in a number
	// and is parsed as an IPv4 address, such as "１２７.0.0.1". A row
	// added to the standard after July 2026 (whatwg/url pull request 925).
	IPv4NonASCIIInput ValidationError = 4
	// IPv4EmptyPart: an IPv4 address ends with a '.'.
	IPv4EmptyPart ValidationError = 5
	// IPv4TooFewParts: an IPv4 address has fewer than 4 parts.
	IPv4TooFewParts ValidationError = 6
	// IPv4TooManyParts: an IPv4 address has more than 4 parts.
	IPv4TooManyParts ValidationError = 7
	// IPv4NonNumericPart: an IPv4 address part is not numeric.
	IPv4NonNumericPart ValidationError = 8
	// IPv4NonDecimalPart: an IPv4 address part is written in hexadecimal
	// or octal.
	IPv4NonDecimalPart ValidationError = 9
	// IPv4OutOfRangePart: an IPv4 address part exceeds 255.
	IPv4OutOfRangePart ValidationError = 10
	// IPv6Unclosed: an IPv6 address lacks its closing ']'.
	IPv6Unclosed ValidationError = 11
	// IPv6InvalidCompression: an IPv6 address begins with a single ':'.
	IPv6InvalidCompression ValidationError = 12
	// IPv6TooManyPieces: an IPv6 address has more than 8 pieces.
	IPv6TooManyPieces ValidationError = 13
	// IPv6MultipleCompression: an IPv6 address has more than one "::".
	IPv6MultipleCompression ValidationError = 14
	// IPv6InvalidCodePoint: an IPv6 address contains a code point that is
	// neither a hex digit nor ':', or ends unexpectedly.
	IPv6InvalidCodePoint ValidationError = 15
	// IPv6TooFewPieces: an uncompressed IPv6 address has fewer than 8
	// pieces.
	IPv6TooFewPieces ValidationError = 16
	// IPv6PieceLeadingZero: an IPv6 piece has a leading '0'.
	IPv6PieceLeadingZero ValidationError = 17
	// IPv4InIPv6TooManyPieces: an IPv6 address with an embedded IPv4
	// address has more than 6 pieces before it.
	IPv4InIPv6TooManyPieces ValidationError = 18
	// IPv4InIPv6InvalidCodePoint: an embedded IPv4 part is empty, has a
	// leading 0 or a non-digit, or there are too many parts.
	IPv4InIPv6InvalidCodePoint ValidationError = 19
	// IPv4InIPv6OutOfRangePart: an embedded IPv4 part exceeds 255.
	IPv4InIPv6OutOfRangePart ValidationError = 20
	// IPv4InIPv6TooFewParts: an embedded IPv4 address has too few parts.
	IPv4InIPv6TooFewParts ValidationError = 21
	// InvalidURLUnit: a code point is not a URL unit.
	InvalidURLUnit ValidationError = 22
	// SpecialSchemeMissingFollowingSolidus: a special scheme is not
	// followed by "//".
	SpecialSchemeMissingFollowingSolidus ValidationError = 23
	// MissingSchemeNonRelativeURL: the input has no scheme and there is no
	// base URL that can be used.
	MissingSchemeNonRelativeURL ValidationError = 24
	// InvalidReverseSolidus: a special URL uses '\' instead of '/'.
	InvalidReverseSolidus ValidationError = 25
	// InvalidCredentials: the input includes credentials.
	InvalidCredentials ValidationError = 26
	// HostMissing: a special URL has no host.
	HostMissing ValidationError = 27
	// PortOutOfRange: the port is above 65535.
	PortOutOfRange ValidationError = 28
	// PortInvalid: the port contains a code point that is not a digit.
	PortInvalid ValidationError = 29
	// FileInvalidWindowsDriveLetter: a relative reference starts with a
	// Windows drive letter and the base URL's scheme is "file".
	FileInvalidWindowsDriveLetter ValidationError = 30
	// FileInvalidWindowsDriveLetterHost: a file URL's host is a Windows
	// drive letter.
	FileInvalidWindowsDriveLetterHost ValidationError = 31
)

var validationErrorNames = [...]string{
	DomainToASCIIError:                   "domain-to-ASCII",
	DomainPercentEncoded:                 "domain-percent-encoded",
	HostInvalidCodePoint:                 "host-invalid-code-point",
	IPv4NonASCIIInput:                    "IPv4-non-ASCII-input",
	IPv4EmptyPart:                        "IPv4-empty-part",
	IPv4TooFewParts:                      "IPv4-too-few-parts",
	IPv4TooManyParts:                     "IPv4-too-many-parts",
	IPv4NonNumericPart:                   "IPv4-non-numeric-part",
	IPv4NonDecimalPart:                   "IPv4-non-decimal-part",
	IPv4OutOfRangePart:                   "IPv4-out-of-range-part",
	IPv6Unclosed:                         "IPv6-unclosed",
	IPv6InvalidCompression:               "IPv6-invalid-compression",
	IPv6TooManyPieces:                    "IPv6-too-many-pieces",
	IPv6MultipleCompression:              "IPv6-multiple-compression",
	IPv6InvalidCodePoint:                 "IPv6-invalid-code-point",
	IPv6TooFewPieces:                     "IPv6-too-few-pieces",
	IPv6PieceLeadingZero:                 "IPv6-piece-leading-zero",
	IPv4InIPv6TooManyPieces:              "IPv4-in-IPv6-too-many-pieces",
	IPv4InIPv6InvalidCodePoint:           "IPv4-in-IPv6-invalid-code-point",
	IPv4InIPv6OutOfRangePart:             "IPv4-in-IPv6-out-of-range-part",
	IPv4InIPv6TooFewParts:                "IPv4-in-IPv6-too-few-parts",
	InvalidURLUnit:                       "invalid-URL-unit",
	SpecialSchemeMissingFollowingSolidus: "special-scheme-missing-following-solidus",
	MissingSchemeNonRelativeURL:          "missing-scheme-non-relative-URL",
	InvalidReverseSolidus:                "invalid-reverse-solidus",
	InvalidCredentials:                   "invalid-credentials",
	HostMissing:                          "host-missing",
	PortOutOfRange:                       "port-out-of-range",
	PortInvalid:                          "port-invalid",
	FileInvalidWindowsDriveLetter:        "file-invalid-Windows-drive-letter",
	FileInvalidWindowsDriveLetterHost:    "file-invalid-Windows-drive-letter-host",
}

// validationErrorHints says in plain words what each validation error
// means for the input, for Error's message. A hint names no spec term that
// its validation error's name does not already hold.
var validationErrorHints = [...]string{
	DomainToASCIIError:                   "the host is not a valid domain: a character such as a space, or a label that IDNA rejects",
	DomainPercentEncoded:                 "the host holds a percent-encoded byte, which is decoded before IDNA",
	HostInvalidCodePoint:                 "the host holds a character no host can hold, such as a space, '<', '^' or '|'",
	IPv4NonASCIIInput:                    "the host is written with characters that are not ASCII, such as full-width digits, that IDNA turns into an IPv4 address",
	IPv4EmptyPart:                        "the IPv4 address ends with '.'",
	IPv4TooFewParts:                      "the IPv4 address has fewer than four parts",
	IPv4TooManyParts:                     "a host that ends in a number is an IPv4 address, and this one has more than four parts",
	IPv4NonNumericPart:                   "a host that ends in a number is an IPv4 address, and a part of this one is not a number",
	IPv4NonDecimalPart:                   "an IPv4 address part is written in hexadecimal or octal",
	IPv4OutOfRangePart:                   "an IPv4 address part is too large for its place",
	IPv6Unclosed:                         "an IPv6 address in '[' has no closing ']'",
	IPv6InvalidCompression:               "the IPv6 address starts with a single ':' (\"::\" is needed)",
	IPv6TooManyPieces:                    "the IPv6 address has more than eight groups",
	IPv6MultipleCompression:              "the IPv6 address has \"::\" more than once",
	IPv6InvalidCodePoint:                 "the IPv6 address holds a character that is not a hex digit or ':' (a zone such as %eth0 is not allowed), or ends early",
	IPv6TooFewPieces:                     "the IPv6 address has fewer than eight groups and no \"::\"",
	IPv6PieceLeadingZero:                 "an IPv6 address group has a leading zero",
	IPv4InIPv6TooManyPieces:              "the IPv6 address has more than six groups before its embedded IPv4 address",
	IPv4InIPv6InvalidCodePoint:           "the IPv4 address embedded in the IPv6 address has an empty part, a leading zero, a character that is not a digit, or more than four parts",
	IPv4InIPv6OutOfRangePart:             "a part of the IPv4 address embedded in the IPv6 address is above 255",
	IPv4InIPv6TooFewParts:                "the IPv4 address embedded in the IPv6 address has fewer than four parts",
	InvalidURLUnit:                       "a character that a URL cannot hold as it is, such as a space, or a '%' not followed by two hex digits",
	SpecialSchemeMissingFollowingSolidus: "the scheme is not followed by \"//\"",
	MissingSchemeNonRelativeURL:          "no scheme, and no base URL it could be relative to",
	InvalidReverseSolidus:                "a '\\' where the scheme reads it as '/'",
	InvalidCredentials:                   "the URL holds a username or password",
	HostMissing:                          "no host, which a URL with the scheme http, https, ws, wss or ftp needs",
	PortOutOfRange:                       "the port is above 65535",
	PortInvalid:                          "the port holds a character that is not a digit",
	FileInvalidWindowsDriveLetter:        "a relative reference starts with a Windows drive letter, resolved against a file URL",
	FileInvalidWindowsDriveLetterHost:    "the file URL's host is a Windows drive letter, which belongs in the path",
}

// Error returns the standard's name for e, such as "IPv4-empty-part".
// Error's own message adds a plain-English hint after the name.
func (e ValidationError) Error() string {
	if int(e) < len(validationErrorNames) && validationErrorNames[e] != "" {
		return validationErrorNames[e]
	}
	return "validation error"
}

// Internal failures that are not validation errors of the standard. They
// never reach the API: apiError turns them into ErrIgnored and ErrTooLong.
const (
	// errIgnored: a state-override parse returned without changing the
	// URL, or failed where the standard names no validation error.
	errIgnored ValidationError = 0xFF
	// errTooLong: the href would not fit the offsets or MaxLength.
	errTooLong ValidationError = 0xFE
)

// ErrIgnored is wrapped by the error a setter returns when the standard
// leaves the URL unchanged without naming a validation error, for example
// when SetPort is called on a URL that cannot have a port.
var ErrIgnored = errors.New("value ignored by the URL Standard's setter")

// ErrTooLong is returned when a URL would be longer than the parser's
// MaxLength, or 4 GiB or longer.
var ErrTooLong = errors.New("URL too long")

// Error records a failed call: the operation, its input, and the reason.
// The reason of a parse, a setter or a host parse is a ValidationError,
// ErrIgnored or ErrTooLong; the other operations (ParseOrigin, FromNetURL,
// FromFilePath, URL.FilePath, URL.JoinPath) may also give an error of
// their own that says what is wrong with the input. errors.Is and
// errors.As see the reason through Unwrap.
type Error struct {
	Op    string // "parse", "set hostname", "parse host", ...
	Input string // the input as given
	Err   error  // the reason
}

// maxErrorInput is how much of a long input an error message quotes.
const maxErrorInput = 200

// Error returns a message such as
// `whatwgurl: parse "https://[::1": IPv6-unclosed: an IPv6 address in '['
// has no closing ']'`: the operation, the input, and the reason; when the
// reason is a ValidationError, its name as the standard spells it (the
// same as ValidationError's Error), then a plain-English hint. A very long
// input is shortened in the message only; e.Input keeps it whole.
func (e *Error) Error() string {
	in := e.Input
	if len(in) > maxErrorInput {
		cut := maxErrorInput
		for cut > 0 && in[cut]&0xC0 == 0x80 { // keep whole UTF-8 sequences
			cut--
		}
		in = in[:cut] + "…"
	}
	msg := "whatwgurl: " + e.Op + " " + strconv.Quote(in) + ": " + e.Err.Error()
	if v, ok := e.Err.(ValidationError); ok {
		if hint := v.hint(); hint != "" {
			msg += ": " + hint
		}
	}
	return msg
}

// hint returns the plain-English hint for e, or "" for a value that is
// not one of the constants.
func (e ValidationError) hint() string {
	if int(e) < len(validationErrorHints) {
		return validationErrorHints[e]
	}
	return ""
}

// Unwrap returns the reason, so errors.Is and errors.As see through Error.
func (e *Error) Unwrap() error { return e.Err }
