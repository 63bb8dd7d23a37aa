package whatwgurl

import (
	"errors"
	"strconv"
)

// ValidationError is one of the URL Standard's validation errors, in the
// order of the standard's table. Its Error method returns the standard's
// name, so errors.Is(err, whatwgurl.IPv6Unclosed) tells why a parse failed.
// https://url.spec.whatwg.org/#validation-error
type ValidationError uint8

// The validation errors of the URL Standard, in table order.
const (
	// DomainToASCIIError is the standard's "domain-to-ASCII": Unicode
	// ToASCII failed for a host.
	DomainToASCIIError ValidationError = iota + 1
	// DomainPercentEncoded: a domain contains a percent-encoded byte.
	DomainPercentEncoded
	// HostInvalidCodePoint: a host contains a forbidden host code point.
	HostInvalidCodePoint
	// IPv4EmptyPart: an IPv4 address ends with a '.'.
	IPv4EmptyPart
	// IPv4TooFewParts: an IPv4 address has fewer than 4 parts.
	IPv4TooFewParts
	// IPv4TooManyParts: an IPv4 address has more than 4 parts.
	IPv4TooManyParts
	// IPv4NonNumericPart: an IPv4 address part is not numeric.
	IPv4NonNumericPart
	// IPv4NonDecimalPart: an IPv4 address part is written in hexadecimal
	// or octal.
	IPv4NonDecimalPart
	// IPv4OutOfRangePart: an IPv4 address part exceeds 255.
	IPv4OutOfRangePart
	// IPv6Unclosed: an IPv6 address lacks its closing ']'.
	IPv6Unclosed
	// IPv6InvalidCompression: an IPv6 address begins with a single ':'.
	IPv6InvalidCompression
	// IPv6TooManyPieces: an IPv6 address has more than 8 pieces.
	IPv6TooManyPieces
	// IPv6MultipleCompression: an IPv6 address has more than one "::".
	IPv6MultipleCompression
	// IPv6InvalidCodePoint: an IPv6 address contains a code point that is
	// neither a hex digit nor ':', or ends unexpectedly.
	IPv6InvalidCodePoint
	// IPv6TooFewPieces: an uncompressed IPv6 address has fewer than 8
	// pieces.
	IPv6TooFewPieces
	// IPv6PieceLeadingZero: an IPv6 piece has a leading '0'.
	IPv6PieceLeadingZero
	// IPv4InIPv6TooManyPieces: an IPv6 address with an embedded IPv4
	// address has more than 6 pieces before it.
	IPv4InIPv6TooManyPieces
	// IPv4InIPv6InvalidCodePoint: an embedded IPv4 part is empty, has a
	// leading 0 or a non-digit, or there are too many parts.
	IPv4InIPv6InvalidCodePoint
	// IPv4InIPv6OutOfRangePart: an embedded IPv4 part exceeds 255.
	IPv4InIPv6OutOfRangePart
	// IPv4InIPv6TooFewParts: an embedded IPv4 address has too few parts.
	IPv4InIPv6TooFewParts
	// InvalidURLUnit: a code point is not a URL unit.
	InvalidURLUnit
	// SpecialSchemeMissingFollowingSolidus: a special scheme is not
	// followed by "//".
	SpecialSchemeMissingFollowingSolidus
	// MissingSchemeNonRelativeURL: the input has no scheme and there is no
	// base URL that can be used.
	MissingSchemeNonRelativeURL
	// InvalidReverseSolidus: a special URL uses '\' instead of '/'.
	InvalidReverseSolidus
	// InvalidCredentials: the input includes credentials.
	InvalidCredentials
	// HostMissing: a special URL has no host.
	HostMissing
	// PortOutOfRange: the port is above 65535.
	PortOutOfRange
	// PortInvalid: the port contains a code point that is not a digit.
	PortInvalid
	// FileInvalidWindowsDriveLetter: a relative reference starts with a
	// Windows drive letter and the base URL's scheme is "file".
	FileInvalidWindowsDriveLetter
	// FileInvalidWindowsDriveLetterHost: a file URL's host is a Windows
	// drive letter.
	FileInvalidWindowsDriveLetterHost
)

var validationErrorNames = [...]string{
	DomainToASCIIError:                   "domain-to-ASCII",
	DomainPercentEncoded:                 "domain-percent-encoded",
	HostInvalidCodePoint:                 "host-invalid-code-point",
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

// Error returns the standard's name for e, such as "IPv4-empty-part".
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

// Error records a failed parse or setter call: the operation, its input,
// and the reason (a ValidationError, ErrIgnored or ErrTooLong).
type Error struct {
	Op    string // "parse", "parse base", "set hostname", ...
	Input string // the input as given
	Err   error  // the reason
}

// maxErrorInput is how much of a long input an error message quotes.
const maxErrorInput = 200

// Error returns a message such as
// `whatwgurl: parse "https://[::1": IPv6-unclosed`. A very long input is
// shortened in the message only; e.Input keeps it whole.
func (e *Error) Error() string {
	in := e.Input
	if len(in) > maxErrorInput {
		cut := maxErrorInput
		for cut > 0 && in[cut]&0xC0 == 0x80 { // keep whole UTF-8 sequences
			cut--
		}
		in = in[:cut] + "…"
	}
	return "whatwgurl: " + e.Op + " " + strconv.Quote(in) + ": " + e.Err.Error()
}

// Unwrap returns the reason, so errors.Is and errors.As see through Error.
func (e *Error) Unwrap() error { return e.Err }

// reporter passes non-fatal validation errors to a callback, with the
// offset in the input it stands for. The zero reporter discards them. It is
// a value, not a closure over the parser, so that reporting costs nothing
// when no callback is set.
type reporter struct {
	fn  func(ValidationError, int)
	pos int
}

func (r reporter) report(e ValidationError) {
	if r.fn != nil {
		r.fn(e, r.pos)
	}
}

// noReport discards non-fatal validation errors.
var noReport reporter
